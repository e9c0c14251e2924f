import 'server-only';
import { and, asc, desc, eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { Column, SQL } from 'drizzle-orm';
import type { ListingSort } from '@/lib/contracts/listing';
import { getDb } from '../../db/client';
import { products, productVariants } from '../../db/schema';
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

/** Columns of the `base` rows (one per product in scope, with its card variant). */
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
  | 'colour_ids'
  | 'relevance'
  | 'closeness';
export type ColumnRef = (column: BaseColumn) => SQL;
export const columnsOf = (relation: string): ColumnRef => (column) => sql`${sql.identifier(relation)}.${sql.identifier(column)}`;
export const base = columnsOf('base');

const v = productVariants;

/** "table"."column" even where drizzle would print a bare column (a select without joins). */
const qualified = (column: Column) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * `with base as (…)`: one row per product in scope with the variant its card shows, chosen in SQL
 * in one sorted pass over the variants: the cheapest in stock by what it costs now (the promotion
 * price while promotionTo is ahead, else the discount price), else the cheapest. Colour ids of all
 * its variants ride along (same partition, no extra sort) when a colour filter or facet needs them.
 */
export function cardBase(scope: CardScope, now: Date, withColours: boolean) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const running = sql`(${v.promotionPrice} is not null and ${v.promotionTo} > ${at})`;
  const payable = sql`case when ${running} then ${v.promotionPrice} else ${v.discountPrice} end`;
  const inStock = sql`${v.stock} > 0`;
  const db = getDb();
  return db.$with('base').as(
    db
      .selectDistinctOn([v.productId], {
        id: sql<number>`${v.productId}`.as('id'),
        brandId: sql<number | null>`${products.brandId}`.as('brand_id'),
        createdAt: sql`${products.createdAt}`.as('created_at'),
        soldCount: sql`${products.soldCount}`.as('sold_count'),
        variantId: sql`${v.id}`.as('variant_id'),
        listPrice: sql`${v.price}`.as('list_price'),
        payable: sql`${payable}`.as('payable'),
        promotionTo: sql`case when ${running} then ${v.promotionTo} end`.as('running_promotion_to'),
        inStock: sql`${inStock}`.as('in_stock'),
        colourIds: (withColours ? sql`array_agg(${v.attr1ValueId}) over (partition by ${v.productId})` : sql`null::int[]`).as('colour_ids'),
        relevance: (scope.search ? scope.search.relevance : sql`0`).as('relevance'),
        closeness: (scope.search ? scope.search.closeness : sql`0`).as('closeness'),
      })
      .from(v)
      .innerJoin(products, eq(products.id, v.productId))
      .where(
        and(
          eq(v.active, true),
          eq(products.active, true),
          eq(products.published, true),
          scope.categoryIds ? inArray(products.categoryId, [...scope.categoryIds]) : undefined,
          scope.brandId !== undefined ? eq(products.brandId, scope.brandId) : undefined,
          scope.search?.where,
        ),
      )
      .orderBy(v.productId, desc(inStock), asc(payable), asc(v.id)),
  );
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
  const ratio = sql`(${c('list_price')} - ${c('payable')})::float8 / nullif(${c('list_price')}, 0)`;
  const keys: Record<Exclude<CardOrder, 'relevance'>, SQL> = {
    newest: sql`${c('created_at')} desc`,
    bestselling: sql`${c('sold_count')} desc`,
    cheapest: sql`${c('payable')} asc`,
    expensive: sql`${c('payable')} desc`,
    discount: sql`${ratio} desc nulls last`,
    promotionEnd: sql`${c('running_promotion_to')} asc nulls last`,
  };
  return sql`${c('in_stock')} desc, ${keys[order]}, ${c('id')} desc`;
}

export type CardPage = { filters: CardFilters; order: CardOrder; limit: number; offset: number };

/**
 * A scalar subquery over `base`: one page of cards as a JSON array, filtered, sorted and cut in
 * SQL; only the page's rows are then joined to their product and variant details.
 */
export function pageItems({ filters, order, limit, offset }: CardPage): SQL {
  const f = filterConditions(filters);
  const page = columnsOf('page');
  return sql`(
    select coalesce(json_agg(page order by ${orderKeys(order, page)}), '[]'::json) from (
      select chosen.*, ${qualified(products.slug)} as slug, ${qualified(products.title)} as title,
        ${qualified(products.images)} as product_images, ${qualified(v.images)} as variant_images,
        ${qualified(v.discountPrice)} as discount_price, ${qualified(v.promotionPrice)} as promotion_price
      from (
        select * from base
        where ${and(f.brands, f.colours, f.price, f.rest) ?? sql`true`}
        order by ${orderKeys(order, base)}
        limit ${limit} offset ${offset}
      ) chosen
      join ${products} on ${qualified(products.id)} = chosen.id
      join ${v} on ${qualified(v.id)} = chosen.variant_id
    ) page)`;
}
