import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { AdminBundle, BundleBody } from '@/lib/contracts/admin/bundles';
import { productsKey } from './list-products';

const bundlesKey = (productId: number) => [...productsKey, 'bundles', productId] as const;

export const listBundles = (productId: number) => getData<AdminBundle[]>(`/admin/products/${productId}/bundles`, { headers: NO_CACHE_HEADERS });

export const useBundles = (productId: number) => useQuery(queryOptions({ queryKey: bundlesKey(productId), queryFn: () => listBundles(productId), staleTime: 0 }));

export type BundleWrite = { op: 'create'; productId: number; body: BundleBody } | { op: 'update'; id: number; body: BundleBody } | { op: 'delete'; id: number };

/** Creates, changes or deletes one of a product's bundles; answers the server's message. */
export async function writeBundle(write: BundleWrite): Promise<string> {
  const res =
    write.op === 'create'
      ? await apiClient.post<{ message: string }>(`/admin/products/${write.productId}/bundles`, write.body)
      : write.op === 'update'
        ? await apiClient.put<{ message: string }>(`/admin/bundles/${write.id}`, write.body)
        : await apiClient.delete<{ message: string }>(`/admin/bundles/${write.id}`);
  return res.data.message;
}

export function useWriteBundle(productId: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: writeBundle, onSuccess: () => client.invalidateQueries({ queryKey: bundlesKey(productId) }) });
}
