import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { LoanPayAnswer, LoanPayBody } from '@/lib/contracts/loans';
import { walletQueryKey } from '@/lib/session/wallet';
import { LOANS_KEY } from './get-loans';

/** POST /user/loan/{id}/pay: paid at once from the wallet, or redirectUrl to the bank for the rest. */
export async function payLoan(id: number, body: LoanPayBody): Promise<LoanPayAnswer> {
  return (await apiClient.post<{ data: LoanPayAnswer }>(`/user/loan/${id}/pay`, body)).data.data;
}

export function usePayLoan(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LoanPayBody) => payLoan(id, body),
    onSettled: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: LOANS_KEY }), client.invalidateQueries({ queryKey: walletQueryKey })]);
    },
  });
}
