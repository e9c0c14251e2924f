import 'server-only';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ProductCard } from '@/lib/contracts/catalog';
import { ratingSummary } from '@/lib/contracts/reviews';
import { imageObjectSchema } from '@/lib/contracts/images';
import { cached } from '../../cache';
import { getDb } from '../../db/client';
import { CATALOG_TAG, listCategoryTree } from './categories';
import { pageItems, refreshStaleSummaries } from './listing-query';
import type { CardFilters, CardOrder, CardScope } from './listing-query';
import { findCategoryById, subtreeIds } from './listing-scope';

const money = z.coerce.number().int();

/** A row of `pageItems` as JSON (bigint money may arrive as a string). */
const cardRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  picture: imageObjectSchema.nullable(),
  list_price: money,
  discount_price: money,
  promotion_price: money.nullable(),
  running_promotion_to: z.string().nullable(),
  in_stock: z.boolean(),
  variant_id: z.number().int(),
  rating_count: z.coerce.number().int(),
  rating_sum: z.coerce.number().int(),
});

export const cardRowsSchema = z.array(cardRowSchema).transform((rows) =>
  rows.map(
    (r): ProductCard => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      images: r.picture,
      alt: r.title,
      price: r.list_price,
      discountPrice: r.discount_price,
      // running_promotion_to is set only while the promotion runs; otherwise the card has none.
      promotionPrice: r.running_promotion_to ? r.promotion_price : null,
      promotionTo: r.running_promotion_to ? new Date(r.running_promotion_to).toISOString() : null,
      inStock: r.in_stock,
      variantId: r.variant_id,
      rating: ratingSummary(r.rating_count, r.rating_sum),
    }),
  ),
);

type CardQuery = { scope: CardScope; filters: CardFilters; order: CardOrder; limit: number; offset: number; now: Date };

/** One page of cards without facets (home carousels). */
export async function queryCards({ scope, now, ...page }: CardQuery): Promise<ProductCard[]> {
  await refreshStaleSummaries(now);
  const [row] = await getDb()
    .select({ items: pageItems(scope, page) })
    .from(sql`(select 1) as one`);
  return cardRowsSchema.parse(row?.items ?? []);
}

// Home carousels: the card rules of the listings (cheapest in-stock variant, promotion price while
// it runs, out of stock last), read through the shared cache.
function carousel(key: string, limit: number, order: CardOrder, filters: CardFilters = {}, scope: CardScope = {}) {
  return cached(`cards:${key}:${limit}`, [CATALOG_TAG], () =>
    queryCards({ scope, filters, order, limit, offset: 0, now: new Date() }),
  );
}

export function listNewestProducts(limit: number): Promise<ProductCard[]> {
  return carousel('newest', limit, 'newest');
}

/** Products whose card shows a running promotion, soonest-ending first. */
export function listPromotedProducts(limit: number): Promise<ProductCard[]> {
  return carousel('promoted', limit, 'promotionEnd', { promoted: true, inStock: true });
}

/** Products with a discount or a running promotion, biggest discount first. */
export function listDiscountedProducts(limit: number): Promise<ProductCard[]> {
  return carousel('discounted', limit, 'discount', { discount: true, inStock: true });
}

export function listBestsellingProducts(limit: number): Promise<ProductCard[]> {
  return carousel('bestselling', limit, 'bestselling');
}

/** Best sellers of a category and its sub-categories (a home carousel per category). */
export async function listCategoryProducts(categoryId: number, limit: number): Promise<ProductCard[]> {
  const node = findCategoryById(await listCategoryTree(), categoryId);
  if (!node) return [];
  return carousel(`category-${categoryId}`, limit, 'bestselling', {}, { categoryIds: subtreeIds(node) });
}
