import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { AdminProduct } from '@/lib/contracts/admin/products';
import { productsKey } from './list-products';

export async function duplicateProduct(id: number): Promise<{ product: AdminProduct; message: string }> {
  const res = await apiClient.post<{ data: AdminProduct; message: string }>(`/admin/products/${id}/duplicate`);
  return { product: res.data.data, message: res.data.message };
}

export function useDuplicateProduct() {
  const client = useQueryClient();
  return useMutation({ mutationFn: duplicateProduct, onSuccess: () => client.invalidateQueries({ queryKey: productsKey }) });
}
