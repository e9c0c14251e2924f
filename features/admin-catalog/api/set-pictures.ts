import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { PicturesInput } from '@/lib/contracts/admin/pictures';
import type { AdminProduct } from '@/lib/contracts/admin/products';
import { productKey } from './get-product';
import { productsKey } from './list-products';

export async function setPictures({ productId, input }: { productId: number; input: PicturesInput }): Promise<{ product: AdminProduct; message: string }> {
  const res = await apiClient.put<{ data: AdminProduct; message: string }>(`/admin/products/${productId}/pictures`, input);
  return { product: res.data.data, message: res.data.message };
}

export function useSetPictures() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setPictures,
    onSuccess: ({ product }) => {
      client.setQueryData(productKey(product.id), product);
      return client.invalidateQueries({ queryKey: productsKey });
    },
  });
}
