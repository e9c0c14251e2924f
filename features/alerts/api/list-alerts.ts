import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { ProductAlert } from '@/lib/contracts/alerts';

export const alertsKey = ['user', 'alerts'] as const;

export const alertsQueryOptions = () =>
  queryOptions({ queryKey: alertsKey, queryFn: () => getData<ProductAlert[]>('/user/alerts', { headers: NO_CACHE_HEADERS }), retry: false });

export const useAlerts = () => useQuery(alertsQueryOptions());
