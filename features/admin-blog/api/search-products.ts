import { useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-client';

export type PickedProduct = { id: number; title: string };

/**
 * Products by name for the post's picker, through the shop's own search: the content role holds no catalog
 * permission, and a post links only products a shopper can open.
 */
export const useProductSearch = (term: string) =>
  useQuery({
    queryKey: ['admin', 'blog', 'product-search', term],
    queryFn: async () => (await getData<{ items: PickedProduct[] }>('/shop/products', { params: { search: term, pageSize: 8 } })).items.map(({ id, title }) => ({ id, title })),
    enabled: term.trim().length >= 2,
    staleTime: 60_000,
  });
