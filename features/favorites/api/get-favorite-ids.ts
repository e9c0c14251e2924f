import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, NO_CACHE_HEADERS } from '@/lib/api-client';

export const FAVORITES_KEY = ['favorites'] as const;
export const favoriteIdsKey = [...FAVORITES_KEY, 'ids'] as const;

export const getFavoriteIds = () => getData<number[]>('/user/wishlist/ids', { headers: NO_CACHE_HEADERS });

// One request per page however many hearts it draws: every card reads this one query.
export const favoriteIdsQueryOptions = () => queryOptions({ queryKey: favoriteIdsKey, queryFn: getFavoriteIds, staleTime: 60_000, retry: false });

export const useFavoriteIds = (enabled: boolean) => useQuery({ ...favoriteIdsQueryOptions(), enabled });
