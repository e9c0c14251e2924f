import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { PaymentView } from '@/lib/contracts/payment';

export const getPayment = (id: number) => getData<PaymentView>(`/user/payment/${id}`, { headers: NO_CACHE_HEADERS });

export const paymentQueryOptions = (id: number) => queryOptions({ queryKey: ['user', 'payment', id], queryFn: () => getPayment(id), staleTime: 0, retry: false });

export const usePayment = (id: number | null) => useQuery({ ...paymentQueryOptions(id ?? 0), enabled: id !== null });
