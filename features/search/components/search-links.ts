import type { SearchResponse } from '@/lib/contracts/search';

export const productHref = (p: { id: number; slug: string }) => `/products/${p.id}/${p.slug}`;
export const categoryHref = (slug: string) => `/shop/category-${slug}`;
export const brandHref = (slug: string) => `/shop/brand-${slug}`;
export const resultsHref = (term: string) => `/shop?search=${encodeURIComponent(term.trim())}`;

export type SearchOption = { id: string; href: string; title: string; kind: 'product' | 'category' | 'brand' };

/** Every suggestion in display order, for arrow-key navigation. */
export function toOptions(data: SearchResponse | undefined, idPrefix: string): SearchOption[] {
  if (!data) return [];
  return [
    ...data.searchResponse.map((p) => ({ id: `${idPrefix}-p-${p.id}`, href: productHref(p), title: p.title, kind: 'product' as const })),
    ...data.categories.map((c) => ({ id: `${idPrefix}-c-${c.slug}`, href: categoryHref(c.slug), title: c.title, kind: 'category' as const })),
    ...data.brands.map((b) => ({ id: `${idPrefix}-b-${b.slug}`, href: brandHref(b.slug), title: b.title, kind: 'brand' as const })),
  ];
}
