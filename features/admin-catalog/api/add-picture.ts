import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { AdminProduct } from '@/lib/contracts/admin/products';
import { productKey } from './get-product';
import { productsKey } from './list-products';

export async function addPicture({ productId, file, alt, colourValueId }: { productId: number; file: File; alt: string; colourValueId: number | null }): Promise<AdminProduct> {
  const form = new FormData();
  form.append('file', file);
  form.append('alt', alt);
  if (colourValueId !== null) form.append('colourValueId', String(colourValueId));
  const res = await apiClient.post<{ data: AdminProduct }>(`/admin/products/${productId}/pictures`, form);
  return res.data.data;
}

export function useAddPicture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addPicture,
    onSuccess: (product) => {
      client.setQueryData(productKey(product.id), product);
      return client.invalidateQueries({ queryKey: productsKey });
    },
  });
}
