import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { ConsoleOverview } from '@/lib/contracts/admin/overview';

export const consoleOverviewKey = ['admin', 'overview'] as const;

export const getConsoleOverview = () => getData<ConsoleOverview>('/admin/overview', { headers: NO_CACHE_HEADERS });

/** Figures straight from the database: never kept, and fetched again when the operator comes back to the tab. */
export const consoleOverviewQueryOptions = () =>
  queryOptions({ queryKey: consoleOverviewKey, queryFn: getConsoleOverview, staleTime: 0, refetchOnWindowFocus: true, refetchInterval: 60_000 });

export const useConsoleOverview = () => useQuery(consoleOverviewQueryOptions());
