import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { ReviewBody } from '@/lib/contracts/reviews';

/** Answers the server's message (the review waits for an operator, so no list changes yet). */
export async function submitReview(productId: number, body: ReviewBody): Promise<string> {
  const res = await apiClient.request<{ message: string }>({ method: 'POST', url: `/user/products/${productId}/reviews`, data: body });
  return res.data.message;
}

export const useSubmitReview = (productId: number) => useMutation({ mutationFn: (body: ReviewBody) => submitReview(productId, body) });
