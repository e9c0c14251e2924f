import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FacilityPlan } from '@/lib/contracts/facility';
import { call } from './facility-request';

/** GET /public/facilityPlans: the active plans of a kind. */
export const getFacilityPlans = async (kind: 'plan' | 'leasing' = 'plan') => (await call<FacilityPlan[]>('get', '/public/facilityPlans', undefined, { kind })).data;

export const facilityPlansQueryOptions = (kind: 'plan' | 'leasing' = 'plan') =>
  queryOptions({ queryKey: ['facilityPlans', kind], queryFn: () => getFacilityPlans(kind), staleTime: 60_000 });

export const useFacilityPlans = (kind: 'plan' | 'leasing' = 'plan') => useQuery(facilityPlansQueryOptions(kind));
