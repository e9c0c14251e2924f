import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { CompanyIdentity } from '@/lib/contracts/admin/company';

const key = ['admin', 'company'] as const;

export const getCompanyIdentity = () => getData<CompanyIdentity>('/admin/company', { headers: NO_CACHE_HEADERS });

export const companyIdentityQueryOptions = () => queryOptions({ queryKey: key, queryFn: getCompanyIdentity, staleTime: 0 });

export const useCompanyIdentity = () => useQuery(companyIdentityQueryOptions());

export function useSaveCompanyIdentity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (identity: CompanyIdentity) => (await apiClient.put<{ data: CompanyIdentity }>('/admin/company', identity)).data.data,
    onSuccess: (identity) => {
      client.setQueryData(key, identity);
      // The switches page shows the same company (its name, its addresses).
      void client.invalidateQueries({ queryKey: ['admin', 'settings'] });
    },
  });
}
