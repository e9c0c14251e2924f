import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { AdminBranch, BranchBody } from '@/lib/contracts/admin/branches';
import type { Province } from '@/lib/contracts/geo';

const key = ['admin', 'branches'] as const;

export const useAdminBranches = () => useQuery(queryOptions({ queryKey: key, queryFn: () => getData<AdminBranch[]>('/admin/branches', { headers: NO_CACHE_HEADERS }), staleTime: 0 }));

/** The provinces and their cities, for the branch form's choices. */
export const useBranchProvinces = () => useQuery(queryOptions({ queryKey: ['public', 'provinces'], queryFn: () => getData<Province[]>('/public/provinces'), staleTime: Infinity }));

export function useSaveBranch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: BranchBody }) => (id === null ? apiClient.post('/admin/branches', body) : apiClient.put(`/admin/branches/${id}`, body)),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
