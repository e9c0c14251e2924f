import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { AdminProduct } from '@/lib/contracts/admin/products';
import { productsKey } from './list-products';

export const productKey = (id: number) => [...productsKey, 'one', id] as const;

export const getProduct = (id: number) => getData<AdminProduct>(`/admin/products/${id}`, { headers: NO_CACHE_HEADERS });

export const productQueryOptions = (id: number) => queryOptions({ queryKey: productKey(id), queryFn: () => getProduct(id), staleTime: 0 });

export const useProduct = (id: number) => useQuery(productQueryOptions(id));
