import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { PaymentRedirect } from '@/lib/contracts/wallet';

/** POST /user/wallet/charge: the answer's redirectUrl is the bank's payment page. */
export async function chargeWallet(input: { amount: number; gateway: string; orderId?: number }): Promise<PaymentRedirect> {
  const res = await apiClient.post<{ data: PaymentRedirect }>('/user/wallet/charge', input);
  return res.data.data;
}

export const useChargeWallet = () => useMutation({ mutationFn: chargeWallet });
