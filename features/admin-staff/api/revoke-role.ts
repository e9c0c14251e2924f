import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { staffKey } from './list-staff';

export async function revokeRole({ userId, role }: { userId: number; role: string }): Promise<string> {
  const res = await apiClient.delete<{ message: string }>(`/admin/staff/${userId}/roles/${encodeURIComponent(role)}`);
  return res.data.message;
}

export function useRevokeRole() {
  const client = useQueryClient();
  return useMutation({ mutationFn: revokeRole, onSuccess: () => client.invalidateQueries({ queryKey: staffKey }) });
}
