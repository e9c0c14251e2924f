import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { productsKey } from './list-products';

export async function removeVariant(id: number): Promise<string> {
  const res = await apiClient.delete<{ message: string }>(`/admin/variants/${id}`);
  return res.data.message;
}

export function useRemoveVariant() {
  const client = useQueryClient();
  return useMutation({ mutationFn: removeVariant, onSuccess: () => client.invalidateQueries({ queryKey: productsKey }) });
}
