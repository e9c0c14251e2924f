import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanRequest } from '@/lib/contracts/facility';
import { call, PLAN_REQUESTS_KEY, planRequestKey } from './facility-request';

/** GET /user/planRequests: the user's requests, newest first. */
export const getPlanRequests = async () => (await call<PlanRequest[]>('get', '/user/planRequests')).data;
export const usePlanRequests = (enabled: boolean) => useQuery({ queryKey: PLAN_REQUESTS_KEY, queryFn: getPlanRequests, enabled, staleTime: 0 });

/** GET /user/planRequest/{id}. */
export const getPlanRequest = async (id: number) => (await call<PlanRequest>('get', `/user/planRequest/${id}`)).data;
export const planRequestQueryOptions = (id: number) => queryOptions({ queryKey: planRequestKey(id), queryFn: () => getPlanRequest(id), staleTime: 0 });
export const usePlanRequest = (id: number | null, enabled: boolean) =>
  useQuery({ ...planRequestQueryOptions(id ?? 0), enabled: enabled && id !== null });
