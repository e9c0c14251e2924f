import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export async function answerQuestion(questionId: number, body: string): Promise<string> {
  const res = await apiClient.request<{ message: string }>({ method: 'POST', url: `/user/questions/${questionId}/answers`, data: { body } });
  return res.data.message;
}

export const useAnswerQuestion = () => useMutation({ mutationFn: ({ questionId, body }: { questionId: number; body: string }) => answerQuestion(questionId, body) });
