import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { AdminVariant, VariantInput } from '@/lib/contracts/admin/products';
import { productsKey } from './list-products';

export async function createVariant({ productId, input }: { productId: number; input: VariantInput }): Promise<{ variant: AdminVariant; message: string }> {
  const res = await apiClient.post<{ data: AdminVariant; message: string }>(`/admin/products/${productId}/variants`, input);
  return { variant: res.data.data, message: res.data.message };
}

export function useCreateVariant() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createVariant, onSuccess: () => client.invalidateQueries({ queryKey: productsKey }) });
}
