import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { User } from '@/lib/contracts/auth';

export const userQueryKey = ['user', 'user'] as const;

export const getUser = () => getData<User>('/user/user', { headers: NO_CACHE_HEADERS });

export const userQueryOptions = () => queryOptions({ queryKey: userQueryKey, queryFn: getUser, staleTime: 0, retry: false });

export const useUser = (enabled: boolean) => useQuery({ ...userQueryOptions(), enabled });
