import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { ProductPick } from '@/lib/contracts/admin/products';
import { productsKey } from './list-products';

export const searchProducts = (q: string) => getData<ProductPick[]>('/admin/catalog/productSearch', { params: { q }, headers: NO_CACHE_HEADERS });

export const productSearchQueryOptions = (q: string) =>
  queryOptions({ queryKey: [...productsKey, 'search', q], queryFn: () => searchProducts(q), enabled: q.trim().length >= 2, placeholderData: keepPreviousData, staleTime: 30_000 });

export const useProductSearch = (q: string) => useQuery(productSearchQueryOptions(q));
