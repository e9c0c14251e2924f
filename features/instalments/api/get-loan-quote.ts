import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { LoanPayTarget, LoanQuote } from '@/lib/contracts/loans';
import { LOANS_KEY } from './get-loans';

const params = (target: LoanPayTarget) =>
  target.mode === 'instalments' ? { mode: target.mode, throughNumber: target.throughNumber } : target.mode === 'amount' ? { mode: target.mode, amount: target.amount } : { mode: target.mode };

/** GET /user/loan/{id}/quote: what a payment costs now, late fees and a settlement's rebate included. */
export const getLoanQuote = (id: number, target: LoanPayTarget) => getData<LoanQuote>(`/user/loan/${id}/quote`, { params: params(target), headers: NO_CACHE_HEADERS });

export const loanQuoteQueryOptions = (id: number, target: LoanPayTarget) =>
  queryOptions({ queryKey: [...LOANS_KEY, id, 'quote', params(target)], queryFn: () => getLoanQuote(id, target), staleTime: 0, retry: false });

export const useLoanQuote = (id: number, target: LoanPayTarget | null) =>
  useQuery({ ...loanQuoteQueryOptions(id, target ?? { mode: 'settlement' }), enabled: target !== null, placeholderData: keepPreviousData });
