import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { ContentPageAdmin, ContentPageInput } from '@/lib/contracts/content-page';

const key = ['admin', 'pages'] as const;

export const usePages = () => useQuery(queryOptions({ queryKey: key, queryFn: () => getData<ContentPageAdmin[]>('/admin/pages', { headers: NO_CACHE_HEADERS }), staleTime: 0 }));

function usePageWrite<I>(write: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
}

export const useSavePage = () => usePageWrite(({ slug, body }: { slug: string; body: ContentPageInput }) => apiClient.put(`/admin/pages/${slug}`, body));

export const useDeletePage = () => usePageWrite((slug: string) => apiClient.delete(`/admin/pages/${slug}`));
