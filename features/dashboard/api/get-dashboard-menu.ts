import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-client';
import type { DashboardMenuItem } from '@/lib/contracts/account';

export const dashboardMenuKey = ['dashboard', 'menu'] as const;

/** SPEC §7: the server answers the active items by order; the client keeps to that rule whatever it is sent. */
export const getDashboardMenu = async () =>
  (await getData<DashboardMenuItem[]>('/user/v2/Dashboard/Get')).filter((item) => item.active).sort((a, b) => a.order - b.order);

export const dashboardMenuQueryOptions = () => queryOptions({ queryKey: dashboardMenuKey, queryFn: getDashboardMenu, staleTime: 5 * 60_000, retry: false });

export const useDashboardMenu = (enabled: boolean) => useQuery({ ...dashboardMenuQueryOptions(), enabled });
