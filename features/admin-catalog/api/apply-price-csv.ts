import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { productsKey } from './list-products';

export async function applyPriceCsv(csv: string): Promise<{ changed: number; message: string }> {
  const res = await apiClient.post<{ data: { changed: number }; message: string }>('/admin/variants/import/apply', { csv });
  return { changed: res.data.data.changed, message: res.data.message };
}

export function useApplyPriceCsv() {
  const client = useQueryClient();
  return useMutation({ mutationFn: applyPriceCsv, onSuccess: () => client.invalidateQueries({ queryKey: productsKey }) });
}
