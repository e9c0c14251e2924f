import 'server-only';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { base, cardBase, filterConditions } from './listing-query';
import type { CardFilters, CardScope } from './listing-query';

export type FacetCounts = {
  total: number;
  brands: Map<number, number>;
  colours: Map<number, number>;
  price: { min: number; max: number } | null;
};

/**
 * The total and every facet from one pass over the scope's summaries (an index-only scan of the facets index): the
 * rows are first grouped by brand, colour set and whether the price and the other filters hold them, a few hundred
 * groups at most, and every count is a sum over those groups. Each facet counts the products every other filter
 * leaves, so picking a brand still shows the other brands with their counts; all counts stay exact.
 *
 * A statement prefix (`with facet_groups …`) and the columns to select `from facet_groups as base`.
 */
export function facetQuery(scope: CardScope, filters: CardFilters) {
  const f = filterConditions(filters);
  // Grouped by the colour ids as text (colour_key): hashing an int[] per row cost most of the pass at 100,000.
  const groups = sql`facet_keys as materialized (
      select ${base('brand_id')} as brand_id, base.colour_key,
        ${f.price ?? sql`true`} as price_ok, ${f.rest ?? sql`true`} as rest_ok,
        count(*)::int as n, min(${base('payable')}) as lo, max(${base('payable')}) as hi
      from ${cardBase(scope)}
      group by 1, 2, 3, 4),
    facet_groups as (
      select facet_keys.*, string_to_array(facet_keys.colour_key, ',')::int[] as colour_ids from facet_keys)`;
  const brand = f.brands ?? sql`true`;
  const colour = f.colours ?? sql`true`;
  const g = (column: 'n' | 'lo' | 'hi' | 'price_ok' | 'rest_ok') => sql`${sql.identifier('base')}.${sql.identifier(column)}`;
  const columns = sql`
    coalesce(sum(${g('n')}) filter (where ${brand} and ${colour} and ${g('price_ok')} and ${g('rest_ok')}), 0)::int as "total",
    min(${g('lo')}) filter (where ${brand} and ${colour} and ${g('rest_ok')}) as "priceMin",
    max(${g('hi')}) filter (where ${brand} and ${colour} and ${g('rest_ok')}) as "priceMax",
    (select coalesce(json_agg(json_build_array(brand_id, n)), '[]'::json)
      from (select ${base('brand_id')} as brand_id, sum(${g('n')})::int as n from facet_groups as base
            where ${base('brand_id')} is not null and ${colour} and ${g('price_ok')} and ${g('rest_ok')}
            group by 1) counted) as "brandCounts",
    -- colour_ids holds each colour once per product, so summing the groups counts products.
    (select coalesce(json_agg(json_build_array(colour_id, n)), '[]'::json)
      from (select colour_id, sum(${g('n')})::int as n from facet_groups as base, unnest(${base('colour_ids')}) as colour_id
            where ${brand} and ${g('price_ok')} and ${g('rest_ok')}
            group by 1) counted) as "colourCounts"`;
  return { groups, columns };
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
