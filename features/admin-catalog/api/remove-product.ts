import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { productsKey } from './list-products';

export type RemoveOutcome = { outcome: 'deleted' | 'archived'; message: string };

export async function removeProduct(id: number): Promise<RemoveOutcome> {
  const res = await apiClient.delete<{ data: { outcome: 'deleted' | 'archived' }; message: string }>(`/admin/products/${id}`);
  return { outcome: res.data.data.outcome, message: res.data.message };
}

export function useRemoveProduct() {
  const client = useQueryClient();
  return useMutation({ mutationFn: removeProduct, onSuccess: () => client.invalidateQueries({ queryKey: productsKey }) });
}
