import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { Theme } from '@/lib/contracts/theme';

export type ThemeAnswer = { theme: Theme; version: string };

const key = ['admin', 'theme'] as const;

export const getTheme = () => getData<ThemeAnswer>('/admin/theme', { headers: NO_CACHE_HEADERS });

export const themeQueryOptions = () => queryOptions({ queryKey: key, queryFn: getTheme, staleTime: 0 });

export const useTheme = () => useQuery(themeQueryOptions());

export function useSaveTheme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (theme: Theme) => (await apiClient.put<{ data: ThemeAnswer }>('/admin/theme', theme)).data.data,
    onSuccess: (answer) => client.setQueryData(key, answer),
  });
}
