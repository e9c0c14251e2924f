import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { AdminSiteLink, SiteLinkBody } from '@/lib/contracts/admin/site-links';

const key = ['admin', 'site-links'] as const;

export const useSiteLinks = () => useQuery(queryOptions({ queryKey: key, queryFn: () => getData<AdminSiteLink[]>('/admin/site-links', { headers: NO_CACHE_HEADERS }), staleTime: 0 }));

function useSiteLinkWrite<I>(write: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
}

export const useSaveSiteLink = () =>
  useSiteLinkWrite(({ id, body }: { id: number | null; body: SiteLinkBody }) => (id === null ? apiClient.post('/admin/site-links', body) : apiClient.put(`/admin/site-links/${id}`, body)));

export const useDeleteSiteLink = () => useSiteLinkWrite((id: number) => apiClient.delete(`/admin/site-links/${id}`));
