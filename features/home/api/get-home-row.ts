import { queryOptions } from '@tanstack/react-query';
import { getData } from '@/lib/api-client';
import type { ProductCard } from '@/lib/contracts/catalog';
import type { HomeRowKey } from '@/lib/contracts/home';

export const getHomeRow = (row: HomeRowKey) => getData<ProductCard[]>(`/public/home-rows/${encodeURIComponent(row)}`);

export const homeRowQueryOptions = (row: HomeRowKey) =>
  queryOptions({ queryKey: ['home-row', row], queryFn: () => getHomeRow(row), staleTime: 30_000 });
