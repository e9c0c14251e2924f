import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { Branch } from '@/lib/contracts/geo';
import type { Address, AddressBody, Checkout, OrderDetail, OrderList, OrderStatusId, PayLinkOrder, PlaceOrderBody, ShippingMethodId } from '@/lib/contracts/orders';

// Types only from the contracts: zod stays out of these pages' bundles (lib/api-client.ts).
export const ADDRESSES_KEY = ['user', 'addresses'] as const;
export const ORDERS_KEY = ['user', 'orders'] as const;
const fresh = { headers: NO_CACHE_HEADERS };

export type AddressInput = Omit<AddressBody, 'isDefault'> & { isDefault?: boolean };

export const useAddresses = (enabled = true) => useQuery({ queryKey: ADDRESSES_KEY, queryFn: () => getData<Address[]>('/user/addresses', fresh), enabled });

export function useSaveAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: AddressInput }) =>
      (id ? await apiClient.put<{ data: Address }>(`/user/addresses/${id}`, body) : await apiClient.post<{ data: Address }>('/user/addresses', body)).data.data,
    onSettled: () => client.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}

export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`/user/addresses/${id}`),
    onSettled: () => client.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}

export function useDefaultAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.post(`/user/addresses/${id}/default`),
    onSettled: () => client.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}

export const useCheckout = (addressId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: ['user', 'checkout', addressId],
    queryFn: () => getData<Checkout>(`/user/checkout${addressId ? `?addressId=${addressId}` : ''}`, fresh),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });

export type PlacedOrder = { orderId: number; status: OrderStatusId; needsPayment: boolean };

export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: PlaceOrderBody) => (await apiClient.post<{ data: PlacedOrder }>('/user/orders', body)).data.data,
    onSettled: () => client.invalidateQueries({ queryKey: ['user'] }),
  });
}

export const useOrders = (status: OrderStatusId | undefined, page: number, enabled: boolean) =>
  useQuery({
    queryKey: [...ORDERS_KEY, status ?? 'all', page],
    queryFn: () => getData<OrderList>(`/user/orders?page=${page}${status ? `&status=${status}` : ''}`, fresh),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useOrder = (id: number, enabled: boolean) =>
  useQuery({ queryKey: [...ORDERS_KEY, 'one', id], queryFn: () => getData<OrderDetail>(`/user/orders/${id}`, fresh), enabled, retry: false });

export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.post(`/user/orders/${id}/cancel`),
    onSettled: () => client.invalidateQueries({ queryKey: ['user'] }),
  });
}

export function usePayFromWallet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.post(`/user/orders/${id}/pay-from-wallet`),
    onSettled: () => client.invalidateQueries({ queryKey: ['user'] }),
  });
}

export type SellerOrderInput = {
  customerMobile: string;
  shippingMethod: ShippingMethodId;
  branchId?: number;
  address?: Omit<AddressInput, 'isDefault'>;
};
export type SellerOrder = { orderId: number; payLink: string; expiresAt: string; smsSent: boolean };

export function useCreateSellerOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SellerOrderInput) => (await apiClient.post<{ data: SellerOrder }>('/seller/orders', body)).data.data,
    onSettled: () => client.invalidateQueries({ queryKey: ['user'] }),
  });
}

export const useSellerOrders = (status: OrderStatusId | undefined, page: number, enabled: boolean) =>
  useQuery({
    queryKey: ['user', 'seller-orders', status ?? 'all', page],
    queryFn: () => getData<OrderList>(`/seller/orders?page=${page}${status ? `&status=${status}` : ''}`, fresh),
    enabled,
    placeholderData: keepPreviousData,
  });

export const usePayLink = (token: string | null) =>
  useQuery({ queryKey: ['pay-link', token], queryFn: () => getData<PayLinkOrder>(`/public/pay/${token}`, fresh), enabled: Boolean(token), retry: false });

export const payByLink = async (token: string, gateway: string) =>
  (await apiClient.post<{ data: { redirectUrl: string } }>(`/public/pay/${token}`, { gateway })).data.data;

export const useBranches = () => useQuery({ queryKey: ['public', 'branchs'], queryFn: () => getData<Branch[]>('/public/branchs'), staleTime: 10 * 60_000 });
