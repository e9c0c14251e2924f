import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { AdminVariant, VariantInput } from '@/lib/contracts/admin/products';
import { productsKey } from './list-products';

export async function updateVariant({ id, input }: { id: number; input: VariantInput }): Promise<{ variant: AdminVariant; message: string }> {
  const res = await apiClient.put<{ data: AdminVariant; message: string }>(`/admin/variants/${id}`, input);
  return { variant: res.data.data, message: res.data.message };
}

export function useUpdateVariant() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateVariant, onSuccess: () => client.invalidateQueries({ queryKey: productsKey }) });
}
