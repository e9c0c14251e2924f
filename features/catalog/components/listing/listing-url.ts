import { defaultSort, parseListingParams } from '@/lib/contracts/listing';
import type { ListingQuery } from '@/lib/contracts/listing';

/** What a listing URL carries besides its path; pageSize stays at its default on pages. */
export type ListingState = Pick<
  ListingQuery,
  'search' | 'brands' | 'colors' | 'priceMin' | 'priceMax' | 'inStock' | 'discount' | 'sort' | 'page'
>;

/** The query string of a listing, defaults left out so equal states share one URL. */
export function listingParams(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  for (const slug of state.brands) params.append('brands', slug);
  for (const id of state.colors) params.append('colors', String(id));
  if (state.priceMin !== undefined) params.set('priceMin', String(state.priceMin));
  if (state.priceMax !== undefined) params.set('priceMax', String(state.priceMax));
  if (state.inStock) params.set('inStock', '1');
  if (state.discount) params.set('discount', '1');
  if (state.sort !== defaultSort(state.search)) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

const withQuery = (path: string, params: URLSearchParams) => {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

/** A link to the same listing with some of its state changed; any filter change goes back to page 1. */
export function listingHref(path: string, state: ListingState, change: Partial<ListingState> = {}): string {
  const next = { ...state, page: 1, ...change };
  return withQuery(path, listingParams(next));
}

/** The listing with every filter dropped (the search term and the sort stay). */
export function clearedHref(path: string, state: ListingState): string {
  return listingHref(path, { ...state, brands: [], colors: [], priceMin: undefined, priceMax: undefined, inStock: false, discount: false });
}

/** Canonical address: the path, the search term and the page; filters and sort are variations of it. */
export function canonicalHref(path: string, state: Pick<ListingState, 'search' | 'page'>): string {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.page > 1) params.set('page', String(state.page));
  return withQuery(path, params);
}

export function hasFilters(state: ListingState): boolean {
  return (
    state.brands.length > 0 ||
    state.colors.length > 0 ||
    state.priceMin !== undefined ||
    state.priceMax !== undefined ||
    state.inStock ||
    state.discount
  );
}

const SEGMENT = /^(category|brand)-([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** `/shop/category-{slug}` or `/shop/brand-{slug}`; anything else is not a listing. */
export function parseSegment(segment: string): { category: string } | { brand: string } | null {
  const match = SEGMENT.exec(segment);
  if (!match) return null;
  return match[1] === 'category' ? { category: match[2]! } : { brand: match[2]! };
}

/** A listing page's state from its query string: the scope comes from the path and the page size is fixed. */
export function pageQuery(raw: Record<string, string | string[] | undefined>): ListingQuery {
  const kept = Object.entries(raw).filter(([key]) => key !== 'category' && key !== 'brand' && key !== 'pageSize');
  return parseListingParams(Object.fromEntries(kept));
}
