import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { Favorite } from '@/lib/contracts/account';
import { FAVORITES_KEY } from './get-favorite-ids';

export const favoritesListKey = [...FAVORITES_KEY, 'list'] as const;

export const getFavorites = () => getData<Favorite[]>('/user/wishlist', { headers: NO_CACHE_HEADERS });

export const favoritesQueryOptions = () => queryOptions({ queryKey: favoritesListKey, queryFn: getFavorites, staleTime: 0, retry: false });

export const useFavorites = (enabled: boolean) => useQuery({ ...favoritesQueryOptions(), enabled });
