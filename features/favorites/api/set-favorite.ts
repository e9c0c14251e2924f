import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { favoriteIdsKey } from './get-favorite-ids';
import { favoritesListKey } from './get-favorites';

export type FavoriteChange = { productId: number; favorite: boolean };

/** PUT adds and DELETE removes; both are idempotent and answer the favourites' product ids. */
export async function setFavorite({ productId, favorite }: FavoriteChange): Promise<number[]> {
  const res = await apiClient.request<{ data: number[] }>({ method: favorite ? 'PUT' : 'DELETE', url: `/user/wishlist/${productId}` });
  return res.data.data;
}

export function useSetFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setFavorite,
    onSuccess: (ids) => client.setQueryData(favoriteIdsKey, ids),
    onSettled: () => client.invalidateQueries({ queryKey: favoritesListKey }),
  });
}
