import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { AdminVariant, BulkVariantsInput } from '@/lib/contracts/admin/products';
import { productsKey } from './list-products';

/** A product's variants (productId given) or any variants at once; all or nothing. */
export async function bulkUpdateVariants({ productId, input }: { productId?: number; input: BulkVariantsInput }): Promise<{ changed: AdminVariant[]; message: string }> {
  const url = productId === undefined ? '/admin/variants' : `/admin/products/${productId}/variants`;
  const res = await apiClient.put<{ data: AdminVariant[]; message: string }>(url, input);
  return { changed: res.data.data, message: res.data.message };
}

export function useBulkUpdateVariants() {
  const client = useQueryClient();
  return useMutation({ mutationFn: bulkUpdateVariants, onSuccess: () => client.invalidateQueries({ queryKey: productsKey }) });
}
