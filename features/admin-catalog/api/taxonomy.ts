import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { AdminBrand, AdminCategory, AdminInsurance, BrandInput, CategoryInput, InsuranceInput } from '@/lib/contracts/admin/taxonomy';

/**
 * Categories, brands and insurance plans: small lists read whole, each with create, update (and delete or move). One
 * file for the three, as they share every shape; each mutation also refreshes the product form's options.
 */
type Kind = { categories: [AdminCategory, CategoryInput]; brands: [AdminBrand, BrandInput]; insurancePlans: [AdminInsurance, InsuranceInput] };

const key = (kind: keyof Kind) => ['admin', 'catalog', kind] as const;

export const taxonomyQueryOptions = <K extends keyof Kind>(kind: K) =>
  queryOptions({ queryKey: key(kind), queryFn: () => getData<Kind[K][0][]>(`/admin/${kind}`, { headers: NO_CACHE_HEADERS }), staleTime: 0 });

export const useTaxonomy = <K extends keyof Kind>(kind: K) => useQuery(taxonomyQueryOptions(kind));

export type TaxonomyOp<I> =
  | { op: 'create'; input: I }
  | { op: 'update'; id: number; input: I }
  | { op: 'delete'; id: number }
  | { op: 'move'; id: number; direction: 'up' | 'down' }
  /** Categories only: a parent's children in their new order (a drop in the tree). */
  | { op: 'reorder'; parentId: number | null; ids: number[] };

export async function writeTaxonomy<K extends keyof Kind>(kind: K, write: TaxonomyOp<Kind[K][1]>): Promise<string> {
  const base = `/admin/${kind}`;
  const res =
    write.op === 'create'
      ? await apiClient.post<{ message: string }>(base, write.input)
      : write.op === 'update'
        ? await apiClient.put<{ message: string }>(`${base}/${write.id}`, write.input)
        : write.op === 'delete'
          ? await apiClient.delete<{ message: string }>(`${base}/${write.id}`)
          : write.op === 'reorder'
            ? await apiClient.put<{ message: string }>(`${base}/order`, { parentId: write.parentId, ids: write.ids })
            : await apiClient.post<{ message: string }>(`${base}/${write.id}/move`, { direction: write.direction });
  return res.data.message;
}

export function useWriteTaxonomy<K extends keyof Kind>(kind: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (write: TaxonomyOp<Kind[K][1]>) => writeTaxonomy(kind, write),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: key(kind) }), client.invalidateQueries({ queryKey: ['admin', 'catalog', 'options'] })]),
  });
}
