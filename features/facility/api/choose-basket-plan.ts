import { apiClient } from '@/lib/api-client';
import type { BasketAnswer } from '@/lib/contracts/basket';
import { formOf } from './facility-request';

/** POST /user/basketFacility (planId), or DELETE it with null: the basket answer with its facility figures. */
export async function chooseBasketPlan(planId: number | null): Promise<BasketAnswer> {
  const res = planId === null
    ? await apiClient.delete<BasketAnswer>('/user/basketFacility')
    : await apiClient.post<BasketAnswer>('/user/basketFacility', formOf({ planId }));
  return res.data;
}
