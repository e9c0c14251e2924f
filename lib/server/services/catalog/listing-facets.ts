import 'server-only';
import { and, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { base, cardBase, filterConditions } from './listing-query';
import type { CardFilters, CardScope } from './listing-query';

export type FacetCounts = {
  total: number;
  brands: Map<number, number>;
  colours: Map<number, number>;
  price: { min: number; max: number } | null;
};

const when = (...parts: (SQL | undefined)[]) => and(...parts) ?? sql`true`;

/**
 * Aggregates over the scope's summaries (selected from `cardBase(scope)`) for the total and every facet. Each
 * facet counts the products every other filter leaves, so picking a brand still shows the other brands with
 * their counts. Exact counts: each is one pass over the scope's summary rows, narrow rows with no join.
 */
export function facetColumns(scope: CardScope, filters: CardFilters) {
  const f = filterConditions(filters);
  const priced = when(f.brands, f.colours, f.rest);
  return {
    total: sql`count(*) filter (where ${when(f.brands, f.colours, f.price, f.rest)})`,
    priceMin: sql`min(${base('payable')}) filter (where ${priced})`,
    priceMax: sql`max(${base('payable')}) filter (where ${priced})`,
    brandCounts: sql`(
      select coalesce(json_agg(json_build_array(brand_id, n)), '[]'::json)
      from (select ${base('brand_id')} as brand_id, count(*) as n from ${cardBase(scope)}
            where ${base('brand_id')} is not null and ${when(f.colours, f.price, f.rest)}
            group by 1) counted)`,
    // colour_ids holds each colour once per product, so counting rows counts products.
    colourCounts: sql`(
      select coalesce(json_agg(json_build_array(colour_id, n)), '[]'::json)
      from (select colour_id, count(*) as n
            from ${cardBase(scope)}, unnest(${base('colour_ids')}) as colour_id
            where ${when(f.brands, f.price, f.rest)}
            group by 1) counted)`,
  };
}

const count = z.coerce.number().int();
const pairs = z.array(z.tuple([z.number().int(), z.number().int()]));
const money = z.coerce.number().int().nullable();

export const facetRowSchema = z.object({
  total: count,
  priceMin: money,
  priceMax: money,
  brandCounts: pairs,
  colourCounts: pairs,
});

export function toFacetCounts(row: z.infer<typeof facetRowSchema>): FacetCounts {
  return {
    total: row.total,
    brands: new Map(row.brandCounts),
    colours: new Map(row.colourCounts),
    price: row.priceMin !== null && row.priceMax !== null ? { min: row.priceMin, max: row.priceMax } : null,
  };
}
