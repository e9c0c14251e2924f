import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { AdminProduct, ProductInput } from '@/lib/contracts/admin/products';
import { productsKey } from './list-products';

export async function createProduct(input: ProductInput): Promise<{ product: AdminProduct; message: string }> {
  const res = await apiClient.post<{ data: AdminProduct; message: string }>('/admin/products', input);
  return { product: res.data.data, message: res.data.message };
}

export function useCreateProduct() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createProduct, onSuccess: () => client.invalidateQueries({ queryKey: productsKey }) });
}
