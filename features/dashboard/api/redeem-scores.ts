import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Redeemed } from '@/lib/contracts/scores';
import { useSessionStore } from '@/lib/session/session-store';
import { scoresKey } from './get-scores';

export async function redeemScores(points: number): Promise<{ data: Redeemed; message: string }> {
  return (await apiClient.post<{ data: Redeemed; message: string }>('/user/scores/redeem', { points })).data;
}

/** Spends points; the wallet shown from the session grows by the credit at once. */
export function useRedeemScores() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: redeemScores,
    onSuccess: ({ data }) => {
      const { userInfo } = useSessionStore.getState();
      if (userInfo) useSessionStore.setState({ userInfo: { ...userInfo, wallet: userInfo.wallet + data.amount } });
    },
    onSettled: () => client.invalidateQueries({ queryKey: scoresKey }),
  });
}
