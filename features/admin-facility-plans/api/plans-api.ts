import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { AdminFacilityPlans, FacilityPlanBody } from '@/lib/contracts/admin/facility-plans';

const key = ['admin', 'facility-plans'] as const;

/** GET /admin/facility-plans: every plan, on or off, and the categories a plan may be limited to. */
export const useFacilityPlans = () => useQuery(queryOptions({ queryKey: key, queryFn: () => getData<AdminFacilityPlans>('/admin/facility-plans', { headers: NO_CACHE_HEADERS }), staleTime: 0 }));

function usePlanWrite<I>(write: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
}

/** POST /admin/facility-plans (id null) or PUT /admin/facility-plans/{id}. */
export const useSavePlan = () =>
  usePlanWrite(({ id, body }: { id: number | null; body: FacilityPlanBody }) => (id === null ? apiClient.post('/admin/facility-plans', body) : apiClient.put(`/admin/facility-plans/${id}`, body)));

/** PUT /admin/facility-plans/{id}/active. */
export const useSwitchPlan = () => usePlanWrite(({ id, active }: { id: number; active: boolean }) => apiClient.put(`/admin/facility-plans/${id}/active`, { active }));
