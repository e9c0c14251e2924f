import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { AdminBanner, BannerBody } from '@/lib/contracts/admin/banners';
import { useReorder } from './reorder';

const key = ['admin', 'banners'] as const;

export const useBanners = () => useQuery(queryOptions({ queryKey: key, queryFn: () => getData<AdminBanner[]>('/admin/banners', { headers: NO_CACHE_HEADERS }), staleTime: 0 }));

function useBannerWrite<I>(write: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
}

export const useSaveBanner = () =>
  useBannerWrite(({ id, body }: { id: number | null; body: BannerBody }) => (id === null ? apiClient.post('/admin/banners', body) : apiClient.put(`/admin/banners/${id}`, body)));

export const useDeleteBanner = () => useBannerWrite((id: number) => apiClient.delete(`/admin/banners/${id}`));

/** One slot's banners in their new order. */
export const useReorderBanners = () => useReorder(key, '/admin/banners/order');
