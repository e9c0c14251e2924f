import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ListingSort } from '@/lib/contracts/listing';
import { getDb } from '../../db/client';
import { products, productSummaries } from '../../db/schema';
import type { ProductMatch } from '../search/product-match';

/** Which products a listing is about (the page itself): never relaxed by facets. */
export type CardScope = { categoryIds?: readonly number[]; brandId?: number; search?: ProductMatch };

/** What the visitor narrows the scope with; each facet is counted without its own filter. */
export type CardFilters = {
  /** Undefined: any brand; empty: none matches. */
  brandIds?: readonly number[];
  colorIds?: readonly number[];
  priceMin?: number;
  priceMax?: number;
  inStock?: boolean;
  discount?: boolean;
  /** Only products whose card shows a running promotion (the home strip). */
  promoted?: boolean;
};

export type CardOrder = ListingSort | 'promotionEnd';

/** Columns of the `base` rows (one per product in scope: its summary, with its search rank when searching). */
type BaseColumn =
  | 'id'
  | 'brand_id'
  | 'created_at'
  | 'sold_count'
  | 'variant_id'
  | 'list_price'
  | 'payable'
  | 'running_promotion_to'
  | 'in_stock'
  | 'discount_ratio'
  | 'colour_ids'
  | 'relevance'
  | 'closeness';
export type ColumnRef = (column: BaseColumn) => SQL;
export const columnsOf = (relation: string): ColumnRef => (column) => sql`${sql.identifier(relation)}.${sql.identifier(column)}`;
export const base = columnsOf('base');

const s = productSummaries;

/**
 * `(…) as base`: the summaries of the products in scope (issue 26). A summary already holds the card a
 * product shows now (the cheapest in-stock variant by what it costs now, else the cheapest), its sort keys and
 * facet values, so a page is read through a sort index with its limit; PostgreSQL flattens this subquery, so
 * the scope's conditions reach the indexes. Visibility (active products with an active variant) is decided
 * where the summaries are kept (`product_listed`, migration 0023), not here.
 */
export function cardBase(scope: CardScope): SQL {
  const search = scope.search;
  return sql`(
    select ${s}.*, ${s.productId} as id,
      ${search ? search.relevance : sql`0`} as relevance, ${search ? search.closeness : sql`0`} as closeness
    from ${s}${search ? sql` join ${products} on ${products.id} = ${s.productId}` : sql``}
    where ${and(
      scope.categoryIds ? inArray(s.categoryId, [...scope.categoryIds]) : undefined,
      scope.brandId !== undefined ? eq(s.brandId, scope.brandId) : undefined,
      search?.where,
    ) ?? sql`true`}
  ) as base`;
}

/**
 * Recomputes the cards whose promotion has ended since they were stored, so a read never shows an expired
 * promotion price (writes keep every other change current through the triggers). Cheap when nothing expired:
 * one lookup in a partial index.
 */
export async function refreshStaleSummaries(now: Date): Promise<void> {
  await getDb().execute(sql`select refresh_stale_product_summaries(${now.toISOString()}::timestamptz)`);
}

type FilterKey = 'brands' | 'colours' | 'price' | 'rest';

/** One condition per filter over `base`, so a facet can leave its own out. */
export function filterConditions(f: CardFilters): Record<FilterKey, SQL | undefined> {
  return {
    brands:
      f.brandIds === undefined ? undefined : f.brandIds.length ? sql`${base('brand_id')} in ${[...f.brandIds]}` : sql`false`,
    colours: f.colorIds?.length ? sql`${base('colour_ids')} && ${`{${f.colorIds.join(',')}}`}::int[]` : undefined,
    price: and(
      f.priceMin !== undefined ? sql`${base('payable')} >= ${f.priceMin}` : undefined,
      f.priceMax !== undefined ? sql`${base('payable')} <= ${f.priceMax}` : undefined,
    ),
    rest: and(
      f.inStock ? sql`${base('in_stock')}` : undefined,
      f.discount ? sql`${base('payable')} < ${base('list_price')}` : undefined,
      f.promoted ? sql`${base('running_promotion_to')} is not null` : undefined,
    ),
  };
}

/**
 * Out-of-stock products come after in-stock ones, except that search relevance comes first of all
 * (issue 4: relevance, then availability); id breaks ties so pages never overlap.
 */
function orderKeys(order: CardOrder, c: ColumnRef): SQL {
  if (order === 'relevance') return sql`${c('relevance')} desc, ${c('in_stock')} desc, ${c('closeness')} desc, ${c('sold_count')} desc, ${c('id')} desc`;
  // "nulls last" throughout, as the sort indexes of product_summaries are built: the columns are not null, so
  // the order is the same, and PostgreSQL then reads the page from the index.
  const keys: Record<Exclude<CardOrder, 'relevance'>, SQL> = {
    newest: sql`${c('created_at')} desc nulls last`,
    bestselling: sql`${c('sold_count')} desc nulls last`,
    cheapest: sql`${c('payable')} asc`,
    expensive: sql`${c('payable')} desc nulls last`,
    discount: sql`${c('discount_ratio')} desc nulls last`,
    promotionEnd: sql`${c('running_promotion_to')} asc nulls last`,
  };
  return sql`${c('in_stock')} desc nulls last, ${keys[order]}, ${c('id')} desc nulls last`;
}

/**
 * Summary rows with their product's rating, the row a card is read from: the rating changes with each approved
 * review, so it is read from the product rather than kept in the summary (whose triggers would then run per vote).
 */
export function withRatings(rows: SQL): SQL {
  return sql`select rated.*, p.rating_count, p.rating_sum from (${rows}) rated join ${products} p on p.id = rated.id`;
}

export type CardPage = { filters: CardFilters; order: CardOrder; limit: number; offset: number };

/**
 * A scalar subquery: one page of cards as a JSON array, filtered, sorted and cut in SQL. A category with
 * sub-categories is read one category at a time, each through its (category, sort) index with the page's
 * limit, and the branches merged: PostgreSQL cannot walk one index in order across several categories, and a
 * global sort index, filtered by category, reads every cheaper accessory before the first phone.
 */
export function pageItems(scope: CardScope, { filters, order, limit, offset }: CardPage): SQL {
  const f = filterConditions(filters);
  const page = columnsOf('page');
  const where = and(f.brands, f.colours, f.price, f.rest) ?? sql`true`;
  const sorted = (from: SQL, count: number, skip: number) =>
    sql`select * from ${from} where ${where} order by ${orderKeys(order, base)} limit ${count} offset ${skip}`;
  const ids = scope.categoryIds ?? [];
  const rows =
    ids.length > 1 && !scope.search
      ? sorted(
          sql`(${sql.join(
            ids.map((id) => sql`(${sorted(cardBase({ ...scope, categoryIds: [id] }), offset + limit, 0)})`),
            sql` union all `,
          )}) as base`,
          limit,
          offset,
        )
      : sorted(cardBase(scope), limit, offset);
  return sql`(
    select coalesce(json_agg(page order by ${orderKeys(order, page)}), '[]'::json) from (${withRatings(rows)}) page)`;
}
