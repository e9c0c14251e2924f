import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { GrantRoleInput, StaffMember } from '@/lib/contracts/admin/staff';
import { staffKey } from './list-staff';

export async function grantRole(input: GrantRoleInput): Promise<{ member: StaffMember; message: string }> {
  const res = await apiClient.post<{ data: StaffMember; message: string }>('/admin/staff/grants', input);
  return { member: res.data.data, message: res.data.message };
}

export function useGrantRole() {
  const client = useQueryClient();
  return useMutation({ mutationFn: grantRole, onSuccess: () => client.invalidateQueries({ queryKey: staffKey }) });
}
