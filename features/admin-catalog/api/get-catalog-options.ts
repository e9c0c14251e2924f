import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-client';
import type { CatalogOptions } from '@/lib/contracts/admin/products';

export const getCatalogOptions = () => getData<CatalogOptions>('/admin/catalog/options');

export const catalogOptionsQueryOptions = () => queryOptions({ queryKey: ['admin', 'catalog', 'options'], queryFn: getCatalogOptions, staleTime: 60_000 });

export const useCatalogOptions = () => useQuery(catalogOptionsQueryOptions());
