import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { Loan } from '@/lib/contracts/loans';

export const LOANS_KEY = ['user', 'loans'] as const;

/** GET /user/loans: every loan with its schedule (late fees brought up to today by the server). */
export const getLoans = () => getData<Loan[]>('/user/loans', { headers: NO_CACHE_HEADERS });

export const loansQueryOptions = () => queryOptions({ queryKey: LOANS_KEY, queryFn: getLoans, staleTime: 0 });

export const useLoans = (enabled: boolean) => useQuery({ ...loansQueryOptions(), enabled });
