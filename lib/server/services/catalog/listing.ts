import 'server-only';
import { sql } from 'drizzle-orm';
import type { Listing, ListingFacets, ListingQuery } from '@/lib/contracts/listing';
import { cached } from '../../cache';
import { NotFoundError } from '../../errors';
import { getDb } from '../../db/client';
import { listPublicAttributes } from './attributes';
import { CATALOG_TAG } from './categories';
import { facetQuery, facetRowSchema, toFacetCounts } from './listing-facets';
import type { FacetCounts } from './listing-facets';
import { pageItems, refreshStaleSummaries } from './listing-query';
import type { CardFilters } from './listing-query';
import { resolveScope } from './listing-scope';
import type { ResolvedScope } from './listing-scope';
import { cardRowsSchema } from './product-cards';

const listingRowSchema = facetRowSchema.extend({ items: cardRowsSchema });

const uniqueSorted = <T extends string | number>(xs: readonly T[]) => [...new Set(xs)].sort();

/** The same filters in any order or repetition share one cache entry. */
function canonical(query: ListingQuery): ListingQuery {
  return { ...query, brands: uniqueSorted(query.brands), colors: uniqueSorted(query.colors) };
}

/**
 * A category, brand or search listing: one page of cards, the total and the facets
 * (GET /api/shop/products and the /shop pages). Unknown category or brand slugs throw NotFoundError.
 * A page past the last one answers an empty list with the real total, so a client can go back.
 */
export function getListing(query: ListingQuery): Promise<Listing> {
  const q = canonical(query);
  return cached(`listing:${JSON.stringify(q)}`, [CATALOG_TAG], () => loadListing(q, new Date()));
}

/** For pages: null where the API answers 404 (an unknown or inactive category or brand). */
export async function findListing(query: ListingQuery): Promise<Listing | null> {
  try {
    return await getListing(query);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

async function loadListing(query: ListingQuery, now: Date): Promise<Listing> {
  const resolved = await resolveScope(query);
  const wanted = new Set(query.brands);
  const filters: CardFilters = {
    // A brand slug that no longer exists simply matches nothing: old links keep working.
    brandIds: query.brands.length ? resolved.brands.filter((b) => wanted.has(b.slug)).map((b) => b.id) : undefined,
    colorIds: query.colors.length ? query.colors : undefined,
    priceMin: query.priceMin,
    priceMax: query.priceMax,
    inStock: query.inStock,
    discount: query.discount,
  };
  const slice = { filters, order: query.sort, limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  // One statement: the page comes from a sort index with its limit, the total and facets from one pass over the
  // scope's summaries.
  await refreshStaleSummaries(now);
  const counting = facetQuery(resolved.scope, filters);
  const [result, attributes] = await Promise.all([
    getDb().execute(sql`with ${counting.groups} select ${counting.columns}, ${pageItems(resolved.scope, slice)} as "items" from facet_groups as base`),
    listPublicAttributes(),
  ]);
  const [row] = (result as unknown as { rows: unknown[] }).rows;
  const { items, ...totals } = listingRowSchema.parse(row);
  const counts = toFacetCounts(totals);
  const colourValues = attributes.filter((a) => a.type === 1).flatMap((a) => a.values);
  const { title, category, brand, subcategories, breadcrumbs } = resolved;
  return {
    title,
    category,
    brand,
    subcategories,
    breadcrumbs,
    items,
    total: counts.total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(counts.total / query.pageSize),
    facets: facets(counts, resolved, colourValues, query),
  };
}

/** Options with products, plus the chosen ones even at zero so they can be unticked; display order. */
function facets(
  counts: FacetCounts,
  resolved: ResolvedScope,
  colourValues: { id: number; title: string; value: string }[],
  query: ListingQuery,
): ListingFacets {
  const chosenBrands = new Set(query.brands);
  const chosenColours = new Set(query.colors);
  return {
    brands: resolved.brands
      .filter((b) => counts.brands.has(b.id) || chosenBrands.has(b.slug))
      .map((b) => ({ id: b.id, slug: b.slug, title: b.title, count: counts.brands.get(b.id) ?? 0 })),
    colors: colourValues
      .filter((c) => counts.colours.has(c.id) || chosenColours.has(c.id))
      .map((c) => ({ id: c.id, title: c.title, value: c.value, count: counts.colours.get(c.id) ?? 0 })),
    price: counts.price,
  };
}
