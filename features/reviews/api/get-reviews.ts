import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-client';
import type { ReviewsPage } from '@/lib/contracts/reviews';

export type ReviewSort = 'newest' | 'helpful';

export const reviewsKey = (productId: number) => ['reviews', productId] as const;

export const reviewsQueryOptions = (productId: number, sort: ReviewSort) =>
  queryOptions({
    queryKey: [...reviewsKey(productId), sort],
    queryFn: () => getData<ReviewsPage>(`/public/products/${productId}/reviews`, { params: { sort } }),
    staleTime: 60_000,
  });

export const useReviews = (productId: number, sort: ReviewSort) => useQuery(reviewsQueryOptions(productId, sort));
