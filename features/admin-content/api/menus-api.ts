import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { AdminMenuGroup, MenuItemBody } from '@/lib/contracts/admin/menus';

const key = ['admin', 'menus'] as const;

export const useMenus = () => useQuery(queryOptions({ queryKey: key, queryFn: () => getData<AdminMenuGroup[]>('/admin/menus', { headers: NO_CACHE_HEADERS }), staleTime: 0 }));

function useMenuWrite<I>(write: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
}

export const useSaveMenuItem = () =>
  useMenuWrite(({ id, body }: { id: number | null; body: MenuItemBody }) => (id === null ? apiClient.post('/admin/menus/items', body) : apiClient.put(`/admin/menus/items/${id}`, body)));

export const useDeleteMenuItem = () => useMenuWrite((id: number) => apiClient.delete(`/admin/menus/items/${id}`));

export const useSetMenuMobile = () => useMenuWrite(({ id, mobileView }: { id: number; mobileView: boolean }) => apiClient.put(`/admin/menus/${id}`, { mobileView }));

/** Sends siblings' new order; the list refetches either way, so a refused (stale) order shows the real one. */
export function useReorderMenu() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => apiClient.put('/admin/menus/items/order', { ids }),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
