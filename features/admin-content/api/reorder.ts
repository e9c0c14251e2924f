import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * Sends siblings' whole new order to `path` (`PUT … { ids }`); the list refetches either way, so an order the server
 * refused as stale shows the real one.
 */
export function useReorder(key: readonly unknown[], path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => apiClient.put(path, { ids }),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
