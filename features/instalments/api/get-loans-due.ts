import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { LoanDueCount } from '@/lib/contracts/loans';
import { LOANS_KEY } from './get-loans';

/** GET /user/loans/due: instalments overdue or due within 7 days, for the menu's badge. */
export const getLoansDue = () => getData<LoanDueCount>('/user/loans/due', { headers: NO_CACHE_HEADERS });

export const loansDueQueryOptions = () => queryOptions({ queryKey: [...LOANS_KEY, 'due'], queryFn: getLoansDue, staleTime: 60_000, retry: false });

export const useLoansDue = (enabled: boolean) => useQuery({ ...loansDueQueryOptions(), enabled });
