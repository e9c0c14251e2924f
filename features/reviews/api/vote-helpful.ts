import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { ReviewsPage } from '@/lib/contracts/reviews';
import { reviewsKey } from './get-reviews';

export async function voteHelpful(reviewId: number): Promise<number> {
  const res = await apiClient.request<{ data: { helpfulCount: number } }>({ method: 'POST', url: `/user/reviews/${reviewId}/helpful` });
  return res.data.data.helpfulCount;
}

/**
 * The answer's count goes straight into every sort's cached page: refetching would read the list the browser may
 * keep for a minute (it is a public, cacheable answer).
 */
export function useVoteHelpful(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: voteHelpful,
    onSuccess: (helpfulCount, reviewId) =>
      client.setQueriesData<ReviewsPage>({ queryKey: reviewsKey(productId) }, (page) =>
        page ? { ...page, items: page.items.map((r) => (r.id === reviewId ? { ...r, helpfulCount } : r)) } : page,
      ),
  });
}
