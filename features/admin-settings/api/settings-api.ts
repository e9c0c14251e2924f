import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { Company } from '@/lib/contracts/content';

const key = ['admin', 'settings'] as const;

export const getSettings = () => getData<Company>('/admin/settings', { headers: NO_CACHE_HEADERS });

export const settingsQueryOptions = () => queryOptions({ queryKey: key, queryFn: getSettings, staleTime: 0 });

export const useSettings = () => useQuery(settingsQueryOptions());

export type SettingsPatch = { maintenanceMode?: boolean; maintenanceModeExpDateTime?: string | null; catalogMode?: boolean; validGateways?: string[] };

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (patch: SettingsPatch) => (await apiClient.put<{ data: Company }>('/admin/settings', patch)).data.data,
    onSuccess: (company) => client.setQueryData(key, company),
  });
}
