import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { WalletTransactions } from '@/lib/contracts/wallet';

export const WALLET_PAGE_SIZE = 10;

export const getWalletTransactions = (page: number) =>
  getData<WalletTransactions>('/user/wallet/transactions', { params: { page, size: WALLET_PAGE_SIZE }, headers: NO_CACHE_HEADERS });

export const walletTransactionsQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['user', 'wallet', 'transactions', page], queryFn: () => getWalletTransactions(page), staleTime: 0 });

export const useWalletTransactions = (page: number, enabled: boolean) =>
  useQuery({ ...walletTransactionsQueryOptions(page), enabled, placeholderData: keepPreviousData });
