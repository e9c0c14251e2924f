import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { PlanRequest } from '@/lib/contracts/facility';

const key = ['admin', 'loans'] as const;

export const listLoanRequests = (state: string | null) => getData<PlanRequest[]>('/admin/planRequests', { params: state ? { state } : {}, headers: NO_CACHE_HEADERS });

export const loanRequestsQueryOptions = (state: string | null) => queryOptions({ queryKey: [...key, 'list', state], queryFn: () => listLoanRequests(state), staleTime: 0 });

export const useLoanRequests = (state: string | null) => useQuery(loanRequestsQueryOptions(state));

export const getLoanRequest = (id: number) => getData<PlanRequest>(`/admin/planRequest/${id}`, { headers: NO_CACHE_HEADERS });

export const loanRequestQueryOptions = (id: number) => queryOptions({ queryKey: [...key, 'one', id], queryFn: () => getLoanRequest(id), staleTime: 0 });

export const useLoanRequest = (id: number) => useQuery(loanRequestQueryOptions(id));

/** A document's file, fetched with the console's token: the address alone opens nothing, so it is never linked bare. */
export async function getLoanDocument(id: number): Promise<Blob> {
  return (await apiClient.get<Blob>(`/admin/planRequestDocument/${id}`, { responseType: 'blob', headers: NO_CACHE_HEADERS })).data;
}

/**
 * The document as a blob: address for <img> and <iframe>. It is made once per cached file and kept for the tab's life
 * (a handful of scans), so a picture never loses its address while it is on screen.
 */
export const useLoanDocumentUrl = (id: number) =>
  useQuery({ queryKey: [...key, 'document', id], queryFn: async () => URL.createObjectURL(await getLoanDocument(id)), staleTime: Infinity, gcTime: Infinity });

const formOf = (fields: Record<string, string | number | undefined>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, String(value));
  return form;
};

function useLoanWrite<I>(id: number, write: (input: I) => Promise<{ data: { data: PlanRequest } }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => (await write(input)).data.data,
    onSuccess: (request) => {
      client.setQueryData(loanRequestQueryOptions(id).queryKey, request);
      void client.invalidateQueries({ queryKey: [...key, 'list'] });
      void client.invalidateQueries({ queryKey: ['admin', 'overview'] });
      void client.invalidateQueries({ queryKey: ['admin', 'appointments'] });
    },
  });
}

export const useDecideLoan = (id: number) =>
  useLoanWrite(id, ({ decision, reason }: { decision: 'approve' | 'reject'; reason?: string }) =>
    apiClient.put<{ data: PlanRequest }>('/admin/planRequestDecision', formOf({ id, decision, reason })),
  );

export const useMarkAttended = (id: number) => useLoanWrite(id, () => apiClient.put<{ data: PlanRequest }>('/admin/planRequestAttended', formOf({ id })));

export const useAskReupload = (id: number) =>
  useLoanWrite(id, (input: { kinds: string[]; message: string }) => apiClient.put<{ data: PlanRequest }>(`/admin/planRequest/${id}/reupload`, input));

export const useMarkMissed = (id: number) => useLoanWrite(id, () => apiClient.put<{ data: PlanRequest }>(`/admin/planRequest/${id}/missed`));
