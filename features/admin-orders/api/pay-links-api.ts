import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { AdminPayLinkList } from '@/lib/contracts/admin/pay-links';

type Query = Record<string, string | number>;

const key = ['admin', 'pay-links'] as const;

/** GET /admin/pay-links: a page of sellers' links, with the sellers for the filter. */
export const usePayLinks = (query: Query) =>
  useQuery(queryOptions({ queryKey: [...key, query], queryFn: () => getData<AdminPayLinkList>('/admin/pay-links', { params: query, headers: NO_CACHE_HEADERS }), placeholderData: keepPreviousData, staleTime: 0 }));

function usePayLinkWrite<T>(write: (orderId: number) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
}

/** POST /admin/pay-links/{orderId}/resend: answers whether the SMS went out. */
export const useResendPayLink = () =>
  usePayLinkWrite(async (orderId: number) => (await apiClient.post<{ data: { smsSent: boolean; expiresAt: string } }>(`/admin/pay-links/${orderId}/resend`)).data.data);

/** POST /admin/pay-links/{orderId}/cancel. */
export const useCancelPayLink = () => usePayLinkWrite(async (orderId: number) => void (await apiClient.post(`/admin/pay-links/${orderId}/cancel`)));
