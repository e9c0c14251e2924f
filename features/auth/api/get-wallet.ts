import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { Wallet } from '@/lib/contracts/auth';

export const walletQueryKey = ['user', 'wallet'] as const;

export const getWallet = () => getData<Wallet>('/user/wallet', { headers: NO_CACHE_HEADERS });

export const walletQueryOptions = () => queryOptions({ queryKey: walletQueryKey, queryFn: getWallet, staleTime: 30_000, retry: false });

export const useWallet = (enabled: boolean) => useQuery({ ...walletQueryOptions(), enabled });
