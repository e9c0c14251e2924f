import { useQuery } from '@tanstack/react-query';
import type { PlanLoanTime } from '@/lib/contracts/facility';
import { call } from './facility-request';

/** SPEC §7 GET plan loan times (bearer): the coming days of a branch with holiday and free capacity. */
export const getPlanLoanTimes = async (branchId: number) => (await call<PlanLoanTime[]>('get', '/user/planLoanTimes', undefined, { branchId })).data;

export const usePlanLoanTimes = (branchId: number | null) =>
  useQuery({ queryKey: ['planLoanTimes', branchId], queryFn: () => getPlanLoanTimes(branchId!), enabled: branchId !== null, staleTime: 0 });
