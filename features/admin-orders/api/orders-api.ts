import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { AdminOrder, AdminOrderList, AdminRefundBody, OperatorTarget, RefundTarget } from '@/lib/contracts/admin/orders';

type Query = Record<string, string | number>;

const ordersKey = ['admin', 'orders'] as const;

export const listOrders = (query: Query) => getData<AdminOrderList>('/admin/orders', { params: query, headers: NO_CACHE_HEADERS });

export const ordersListQueryOptions = (query: Query) =>
  queryOptions({ queryKey: [...ordersKey, 'list', query], queryFn: () => listOrders(query), placeholderData: keepPreviousData, staleTime: 0 });

export const useOrdersList = (query: Query) => useQuery(ordersListQueryOptions(query));

export const getOrder = (id: number) => getData<AdminOrder>(`/admin/orders/${id}`, { headers: NO_CACHE_HEADERS });

export const orderQueryOptions = (id: number) => queryOptions({ queryKey: [...ordersKey, 'one', id], queryFn: () => getOrder(id), staleTime: 0 });

export const useOrder = (id: number) => useQuery(orderQueryOptions(id));

export type MoveInput = { status: OperatorTarget; note?: string; trackingCode?: string; refundTo?: RefundTarget };

export async function moveOrder(id: number, input: MoveInput): Promise<AdminOrder> {
  return (await apiClient.post<{ data: AdminOrder }>(`/admin/orders/${id}/status`, input)).data.data;
}

export async function refundOrderPart(id: number, input: AdminRefundBody): Promise<AdminOrder> {
  return (await apiClient.post<{ data: AdminOrder }>(`/admin/orders/${id}/refunds`, input)).data.data;
}

/** After a change the order's answer replaces the cached one, and every list is read again. */
function useOrderWrite<I>(id: number, write: (id: number, input: I) => Promise<AdminOrder>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => write(id, input),
    onSuccess: (order) => {
      client.setQueryData(orderQueryOptions(id).queryKey, order);
      void client.invalidateQueries({ queryKey: [...ordersKey, 'list'] });
      void client.invalidateQueries({ queryKey: ['admin', 'overview'] });
    },
  });
}

export const useMoveOrder = (id: number) => useOrderWrite(id, moveOrder);
export const useRefundOrderPart = (id: number) => useOrderWrite(id, refundOrderPart);

/** The filtered list as a CSV file, fetched with the console's token and handed to the browser as a download. */
export async function downloadOrdersCsv(query: Query): Promise<void> {
  // The server reads the filters and the order; it ignores the page and exports every match.
  const blob = (await apiClient.get<Blob>('/admin/orders/export', { params: query, responseType: 'blob', headers: NO_CACHE_HEADERS })).data;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'orders.csv';
  link.click();
  // The click has started the download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
