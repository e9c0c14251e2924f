import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { ModeratedKind } from '@/lib/contracts/admin/moderation';
import { moderationKey } from './list-moderation';

export type Decision = { kind: ModeratedKind; id: number; status: 'approved' | 'rejected' };

export async function decideModeration({ kind, id, status }: Decision): Promise<string> {
  const res = await apiClient.request<{ message: string }>({ method: 'PUT', url: `/admin/moderation/${kind}/${id}`, data: { status } });
  return res.data.message;
}

export function useDecideModeration() {
  const client = useQueryClient();
  return useMutation({ mutationFn: decideModeration, onSettled: () => client.invalidateQueries({ queryKey: moderationKey }) });
}
