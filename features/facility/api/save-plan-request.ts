import type { PlanRequest } from '@/lib/contracts/facility';
import { call, formOf } from './facility-request';

type Fields = Record<string, string | number | boolean | null | undefined>;

/** POST /user/planRequest: step 0 of a new request (planId, fromBasket or amount, prepayment). */
export const createPlanRequest = (fields: Fields) => call<PlanRequest>('post', '/user/planRequest', formOf(fields));

/**
 * SPEC §7 PUT edit plan request: multipart, the whole plan request plus the step being saved (step 4 with
 * meetDateTime books the appointment). data replaces the plan request.
 */
export function editPlanRequest(request: PlanRequest, step: number, fields: Fields) {
  // The lists (documents, schedule) are not form fields; everything else of the request goes along as the spec says.
  const flat = Object.fromEntries(Object.entries(request).filter(([, v]) => v === null || typeof v !== 'object')) as Fields;
  return call<PlanRequest>('put', '/user/editPlanRequest', formOf({ ...flat, ...fields, step }));
}
