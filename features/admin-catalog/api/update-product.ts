import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { AdminProduct, ProductInput } from '@/lib/contracts/admin/products';
import { productKey } from './get-product';
import { productsKey } from './list-products';

export async function updateProduct({ id, input }: { id: number; input: ProductInput }): Promise<{ product: AdminProduct; message: string }> {
  const res = await apiClient.put<{ data: AdminProduct; message: string }>(`/admin/products/${id}`, input);
  return { product: res.data.data, message: res.data.message };
}

export function useUpdateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: ({ product }) => {
      client.setQueryData(productKey(product.id), product);
      return client.invalidateQueries({ queryKey: productsKey });
    },
  });
}
