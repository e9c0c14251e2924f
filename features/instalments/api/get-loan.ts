import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { LoanDetail } from '@/lib/contracts/loans';
import { LOANS_KEY } from './get-loans';

/** GET /user/loan/{id}: the loan with its payments, cheques, settlement figure, wallet and gateways. */
export const getLoan = (id: number) => getData<LoanDetail>(`/user/loan/${id}`, { headers: NO_CACHE_HEADERS });

export const loanQueryOptions = (id: number) => queryOptions({ queryKey: [...LOANS_KEY, id], queryFn: () => getLoan(id), staleTime: 0, retry: false });

export const useLoan = (id: number, enabled: boolean) => useQuery({ ...loanQueryOptions(id), enabled });
