import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { reviewsKey } from './get-reviews';

export async function voteHelpful(reviewId: number): Promise<number> {
  const res = await apiClient.request<{ data: { helpfulCount: number } }>({ method: 'POST', url: `/user/reviews/${reviewId}/helpful` });
  return res.data.data.helpfulCount;
}

export function useVoteHelpful(productId: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: voteHelpful, onSettled: () => client.invalidateQueries({ queryKey: reviewsKey(productId) }) });
}
