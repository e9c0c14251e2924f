import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { Customer, CustomerKind, CustomerRow, WalletAdjustBody, WalletLedger } from '@/lib/contracts/admin/customers';
import type { Paged } from '@/lib/contracts/admin/paging';

type Query = Record<string, string | number>;

const customersKey = ['admin', 'customers'] as const;

export const listCustomers = (query: Query) => getData<Paged<CustomerRow>>('/admin/customers', { params: query, headers: NO_CACHE_HEADERS });

export const customersListQueryOptions = (query: Query) =>
  queryOptions({ queryKey: [...customersKey, 'list', query], queryFn: () => listCustomers(query), placeholderData: keepPreviousData, staleTime: 0 });

export const useCustomersList = (query: Query) => useQuery(customersListQueryOptions(query));

export const getCustomer = (id: number) => getData<Customer>(`/admin/customers/${id}`, { headers: NO_CACHE_HEADERS });

export const customerQueryOptions = (id: number) => queryOptions({ queryKey: [...customersKey, 'one', id], queryFn: () => getCustomer(id), staleTime: 0 });

export const useCustomer = (id: number) => useQuery(customerQueryOptions(id));

export const getCustomerWallet = (id: number, page: number) =>
  getData<WalletLedger>(`/admin/customers/${id}/wallet`, { params: { page, pageSize: 20 }, headers: NO_CACHE_HEADERS });

export const customerWalletQueryOptions = (id: number, page: number) =>
  queryOptions({ queryKey: [...customersKey, 'wallet', id, page], queryFn: () => getCustomerWallet(id, page), placeholderData: keepPreviousData, staleTime: 0 });

export const useCustomerWallet = (id: number, page: number) => useQuery(customerWalletQueryOptions(id, page));

type BlockInput = { blocked: true; reason: string } | { blocked: false };

const write = {
  wallet: (id: number, input: WalletAdjustBody) => apiClient.post<{ data: Customer }>(`/admin/customers/${id}/wallet`, input),
  kind: (id: number, kind: CustomerKind) => apiClient.put<{ data: Customer }>(`/admin/customers/${id}/kind`, { kind }),
  block: (id: number, input: BlockInput) => apiClient.put<{ data: Customer }>(`/admin/customers/${id}/block`, input),
  sessions: (id: number) => apiClient.post<{ data: Customer }>(`/admin/customers/${id}/sessions/end`),
};

/** A write answers the customer as the page shows it; the lists and the ledger are read again. */
function useCustomerWrite<I>(id: number, call: (id: number, input: I) => Promise<{ data: { data: Customer } }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => (await call(id, input)).data.data,
    onSuccess: (customer) => {
      client.setQueryData(customerQueryOptions(id).queryKey, customer);
      void client.invalidateQueries({ queryKey: [...customersKey, 'list'] });
      void client.invalidateQueries({ queryKey: [...customersKey, 'wallet', id] });
    },
  });
}

export const useAdjustWallet = (id: number) => useCustomerWrite(id, write.wallet);
export const useSetCustomerKind = (id: number) => useCustomerWrite(id, write.kind);
export const useBlockCustomer = (id: number) => useCustomerWrite(id, write.block);
export const useEndSessions = (id: number) => useCustomerWrite(id, (cid: number, _: void) => write.sessions(cid));
