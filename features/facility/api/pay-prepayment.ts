import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { PrepaymentAnswer } from '@/lib/contracts/facility';
import { PLAN_REQUESTS_KEY } from './facility-request';

/**
 * POST /user/planRequestPrepayment: an approved request's basket becomes its facility order. Without a gateway the
 * order waits and /payment/summery lets the person choose among the offered gateways.
 */
export async function payPrepayment(requestId: number): Promise<PrepaymentAnswer> {
  const res = await apiClient.post<{ data: PrepaymentAnswer }>('/user/planRequestPrepayment', { requestId, paymentMethod: 'gateway' });
  return res.data.data;
}

export function usePayPrepayment() {
  const client = useQueryClient();
  return useMutation({ mutationFn: payPrepayment, onSuccess: () => client.invalidateQueries({ queryKey: PLAN_REQUESTS_KEY }) });
}
