import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { Paged } from '@/lib/contracts/admin/paging';
import type { ProductRow } from '@/lib/contracts/admin/products';

type Query = Record<string, string | number>;

/** Every query of the catalog's products (lists and single products) sits under this key. */
export const productsKey = ['admin', 'products'] as const;

export const listProducts = (query: Query) => getData<Paged<ProductRow>>('/admin/products', { params: query, headers: NO_CACHE_HEADERS });

export const productListQueryOptions = (query: Query) =>
  queryOptions({ queryKey: [...productsKey, 'list', query], queryFn: () => listProducts(query), placeholderData: keepPreviousData, staleTime: 0 });

export const useProductList = (query: Query) => useQuery(productListQueryOptions(query));
