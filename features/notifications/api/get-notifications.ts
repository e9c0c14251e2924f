import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { UserNotification } from '@/lib/contracts/account';

export const notificationsKey = ['notifications'] as const;

/** SPEC §7: no-cache, bearer. SPEC §8: a failure is silent, so callers only stop waiting. */
export const getNotifications = () => getData<UserNotification[]>('/user/notifications', { headers: NO_CACHE_HEADERS });

export const notificationsQueryOptions = () => queryOptions({ queryKey: notificationsKey, queryFn: getNotifications, staleTime: 30_000, retry: false });

export const useNotifications = (enabled: boolean) => useQuery({ ...notificationsQueryOptions(), enabled });
