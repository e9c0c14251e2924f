/**
 * The query keys a listing page reads (features/catalog/components/listing/listing-url.ts writes them).
 * No imports: next.config.ts routes a listing with any of them to the page rendered per request.
 */
export const LISTING_QUERY_KEYS = ['search', 'brands', 'colors', 'priceMin', 'priceMax', 'inStock', 'discount', 'sort', 'page'] as const;
