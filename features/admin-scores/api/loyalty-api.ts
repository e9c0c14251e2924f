import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { LoyaltySettings } from '@/lib/contracts/scores';

const loyaltyKey = ['admin', 'loyalty'] as const;

export const loyaltyQueryOptions = () =>
  queryOptions({ queryKey: loyaltyKey, queryFn: () => getData<LoyaltySettings>('/admin/loyalty', { headers: NO_CACHE_HEADERS }), staleTime: 0 });

export const useLoyalty = () => useQuery(loyaltyQueryOptions());

export async function saveLoyalty(body: LoyaltySettings): Promise<string> {
  const res = await apiClient.put<{ message: string }>('/admin/loyalty', body);
  return res.data.message;
}

export function useSaveLoyalty() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveLoyalty, onSettled: () => client.invalidateQueries({ queryKey: loyaltyKey }) });
}
