import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { Wallet } from '@/lib/contracts/auth';

/** The same key as the header's wallet, so one fetch serves both and a charge refreshes both. */
export const walletBalanceKey = ['user', 'wallet'] as const;

export const getWalletBalance = () => getData<Wallet>('/user/wallet', { headers: NO_CACHE_HEADERS });

export const walletBalanceQueryOptions = () => queryOptions({ queryKey: walletBalanceKey, queryFn: getWalletBalance, staleTime: 0, retry: false });

export const useWalletBalance = (enabled: boolean) => useQuery({ ...walletBalanceQueryOptions(), enabled });
