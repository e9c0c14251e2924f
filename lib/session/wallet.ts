import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { Wallet } from '@/lib/contracts/auth';

/** One key for the header's balance and the wallet pages, so one fetch serves both and a charge refreshes both. */
export const walletQueryKey = ['user', 'wallet'] as const;

export const getWallet = () => getData<Wallet>('/user/wallet', { headers: NO_CACHE_HEADERS });

/** staleTime: the header may show a balance half a minute old; the wallet page asks for it fresh (0). */
export const walletQueryOptions = (staleTime = 30_000) => queryOptions({ queryKey: walletQueryKey, queryFn: getWallet, staleTime, retry: false });

export const useWallet = (enabled: boolean, staleTime?: number) => useQuery({ ...walletQueryOptions(staleTime), enabled });
