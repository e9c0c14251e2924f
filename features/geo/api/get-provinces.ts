import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-client';
import type { Province } from '@/lib/contracts/geo';

export const getProvinces = () => getData<Province[]>('/public/provinces');

export const provincesQueryOptions = () =>
  queryOptions({ queryKey: ['public', 'provinces'], queryFn: getProvinces, staleTime: 60 * 60_000 });

export const useProvinces = () => useQuery(provincesQueryOptions());
