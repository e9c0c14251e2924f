import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { AdminProduct } from '@/lib/contracts/admin/products';
import { productKey } from './get-product';
import { productsKey } from './list-products';

export async function publishProduct({ id, published }: { id: number; published: boolean }): Promise<{ product: AdminProduct; message: string }> {
  const res = await apiClient.put<{ data: AdminProduct; message: string }>(`/admin/products/${id}/published`, { published });
  return { product: res.data.data, message: res.data.message };
}

export function usePublishProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: publishProduct,
    onSuccess: ({ product }) => {
      client.setQueryData(productKey(product.id), product);
      return client.invalidateQueries({ queryKey: productsKey });
    },
  });
}
