import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { ConsoleMe } from '@/lib/contracts/admin/staff';

/** Keyed by the signed-in user, so another sign-in in the same tab never sees the previous one's rights. */
export const consoleMeKey = (userId: number) => ['admin', 'me', userId] as const;

export const getConsoleMe = () => getData<ConsoleMe>('/admin/me', { headers: NO_CACHE_HEADERS });

export const consoleMeQueryOptions = (userId: number) =>
  queryOptions({ queryKey: consoleMeKey(userId), queryFn: getConsoleMe, staleTime: 30_000, retry: false });

export const useConsoleMe = (userId: number | null) => useQuery({ ...consoleMeQueryOptions(userId ?? 0), enabled: userId !== null });
