import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export async function askQuestion(productId: number, body: string): Promise<string> {
  const res = await apiClient.request<{ message: string }>({ method: 'POST', url: `/user/products/${productId}/questions`, data: { body } });
  return res.data.message;
}

export const useAskQuestion = (productId: number) => useMutation({ mutationFn: (body: string) => askQuestion(productId, body) });
