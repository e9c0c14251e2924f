import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { AdminMenuGroup, MenuGroupBody, MenuGroupCreateBody, MenuItemBody } from '@/lib/contracts/admin/menus';
import { useReorder } from './reorder';

const key = ['admin', 'menus'] as const;

export const useMenus = () => useQuery(queryOptions({ queryKey: key, queryFn: () => getData<AdminMenuGroup[]>('/admin/menus', { headers: NO_CACHE_HEADERS }), staleTime: 0 }));

function useMenuWrite<I, O>(write: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
}

export const useSaveMenuItem = () =>
  useMenuWrite(({ id, body }: { id: number | null; body: MenuItemBody }) => (id === null ? apiClient.post('/admin/menus/items', body) : apiClient.put(`/admin/menus/items/${id}`, body)));

export const useDeleteMenuItem = () => useMenuWrite((id: number) => apiClient.delete(`/admin/menus/items/${id}`));

/** Answers the new group, so the screen can turn to it. */
export const useCreateMenuGroup = () => useMenuWrite(async (body: MenuGroupCreateBody) => (await apiClient.post<{ data: AdminMenuGroup }>('/admin/menus', body)).data.data);

export const useUpdateMenuGroup = () => useMenuWrite(({ id, body }: { id: number; body: MenuGroupBody }) => apiClient.put(`/admin/menus/${id}`, body));

export const useDeleteMenuGroup = () => useMenuWrite((id: number) => apiClient.delete(`/admin/menus/${id}`));

export const useSetHeaderMenu = () => useMenuWrite((id: number) => apiClient.put(`/admin/menus/${id}/header`));

/** A group's top items, or one item's children, in their new order. */
export const useReorderMenu = () => useReorder(key, '/admin/menus/items/order');
