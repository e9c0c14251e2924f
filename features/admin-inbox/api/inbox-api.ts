import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { CustomerRow } from '@/lib/contracts/admin/customers';
import type { CustomerMessageBody, SentMessage } from '@/lib/contracts/admin/messages';
import type { Paged } from '@/lib/contracts/admin/paging';

const sentKey = ['admin', 'inbox', 'sent'] as const;

export const sentMessagesQueryOptions = () =>
  queryOptions({ queryKey: sentKey, queryFn: () => getData<SentMessage[]>('/admin/messages', { headers: NO_CACHE_HEADERS }), staleTime: 0 });

export const useSentMessages = () => useQuery(sentMessagesQueryOptions());

/** Customers whose mobile holds these digits (the customers list's search), the first page (10, its smallest). */
export const useCustomersByMobile = (digits: string) =>
  useQuery({
    queryKey: ['admin', 'inbox', 'customers', digits],
    queryFn: () => getData<Paged<CustomerRow>>('/admin/customers', { params: { q: digits, page: 1, pageSize: 10 }, headers: NO_CACHE_HEADERS }),
    enabled: digits.length >= 4,
    staleTime: 0,
  });

export async function sendMessage({ userId, body }: { userId: number; body: CustomerMessageBody }): Promise<string> {
  const res = await apiClient.post<{ message: string }>(`/admin/customers/${userId}/messages`, body);
  return res.data.message;
}

export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({ mutationFn: sendMessage, onSettled: () => client.invalidateQueries({ queryKey: sentKey }) });
}
