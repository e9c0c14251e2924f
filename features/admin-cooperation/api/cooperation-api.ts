import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { CooperationRequest } from '@/lib/contracts/cooperation';

const key = ['admin', 'cooperation'] as const;

export const listCooperationRequests = (state: string | null) =>
  getData<CooperationRequest[]>('/admin/cooperationRequests', { params: state ? { state } : {}, headers: NO_CACHE_HEADERS });

export const useCooperationRequests = (state: string | null) => useQuery(queryOptions({ queryKey: [...key, 'list', state], queryFn: () => listCooperationRequests(state), staleTime: 0 }));

const oneKey = (id: number) => [...key, 'one', id] as const;

export const useCooperationRequest = (id: number) =>
  useQuery({ queryKey: oneKey(id), queryFn: () => getData<CooperationRequest>(`/admin/cooperationRequest/${id}`, { headers: NO_CACHE_HEADERS }), staleTime: 0 });

/**
 * A document as a blob: address, fetched with the console's token (the address alone opens nothing). Made once per
 * cached file and kept for the tab's life, so a picture never loses its address while shown.
 */
export const useCooperationDocumentUrl = (id: number, type: string) =>
  useQuery({
    queryKey: [...key, 'document', id, type],
    queryFn: async () => URL.createObjectURL((await apiClient.get<Blob>(`/admin/cooperationRequest/${id}/document/${type}`, { responseType: 'blob', headers: NO_CACHE_HEADERS })).data),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useDecideCooperation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ decision, reason }: { decision: 'approve' | 'reject'; reason?: string }) => {
      const form = new FormData();
      form.append('id', String(id));
      form.append('decision', decision);
      if (reason) form.append('reason', reason);
      return (await apiClient.put<{ data: CooperationRequest }>('/admin/cooperationRequestDecision', form)).data.data;
    },
    onSuccess: (request) => {
      client.setQueryData(oneKey(id), request);
      void client.invalidateQueries({ queryKey: [...key, 'list'] });
      void client.invalidateQueries({ queryKey: ['admin', 'overview'] });
    },
  });
}
