import 'server-only';
import { sql } from 'drizzle-orm';
import type { ProductCard } from '@/lib/contracts/catalog';
import { ratingSummary } from '@/lib/contracts/reviews';
import { promotionRunning } from '@/lib/pricing';
import { getDb } from '../../db/client';
import { productSummaries, products } from '../../db/schema';
import { refreshStaleSummaries, withRatings } from './listing-query';
import { cardRowsSchema } from './product-cards';
import type { loadVariantRows } from './product-variants';

type Subject = { id: number; categoryId: number; relatedIds: readonly number[] };
type ProductRow = typeof products.$inferSelect;
type VariantRow = Awaited<ReturnType<typeof loadVariantRows>>[number];

/** A product as its card shows it now, priced by the variant the card offers (its promotion only while it runs). */
export function cardOf(p: ProductRow, v: VariantRow, now: Date): ProductCard {
  const running = promotionRunning(v, now);
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    rating: ratingSummary(p.ratingCount, p.ratingSum),
    images: v.images[0] ?? p.images[0] ?? null,
    alt: p.title,
    price: v.price,
    discountPrice: v.discountPrice,
    promotionPrice: running ? v.promotionPrice : null,
    promotionTo: running ? v.promotionTo!.toISOString() : null,
    inStock: v.stock > 0,
    variantId: v.id,
  };
}

/**
 * The products the operator chose, in their order, then products of the same category, in stock, nearest in price
 * to this one; never the product itself, only products on sale. The computed ones are two reads of the summaries'
 * per-category cheapest-first index (category, in stock, price), one upwards and one downwards from its price, each
 * with the limit, so the cost does not grow with the category.
 */
export async function listRelatedProducts(subject: Subject, limit: number, now: Date): Promise<ProductCard[]> {
  const chosenIds = subject.relatedIds.filter((id) => id !== subject.id).slice(0, limit);
  const chosen = await listProductCardsByIds(chosenIds, now);
  const wanted = limit - chosen.length;
  if (wanted <= 0) return chosen;
  await refreshStaleSummaries(now);
  const s = productSummaries;
  const skipped = [subject.id, ...chosenIds];
  const own = sql`coalesce((select ${s.payable} from ${s} where ${s.productId} = ${subject.id}), 0)`;
  const side = (above: boolean) => sql`(
    select *, ${s.productId} as id from ${s}
    where ${s.categoryId} = ${subject.categoryId} and ${s.inStock} and ${s.productId} not in ${skipped}
      and ${s.payable} ${above ? sql`>=` : sql`<`} ${own}
    order by ${s.payable} ${above ? sql`asc` : sql`desc`}
    limit ${wanted})`;
  const [row] = await getDb()
    .select({
      items: sql`(select coalesce(json_agg(near order by abs(near.payable - ${own}), near.product_id), '[]'::json) from (
        ${withRatings(sql`select * from (${side(true)} union all ${side(false)}) both_sides
          order by abs(both_sides.payable - ${own}), both_sides.product_id limit ${wanted}`)}) near)`,
    })
    .from(sql`(select 1) as one`);
  return [...chosen, ...cardRowsSchema.parse(row?.items ?? [])];
}

/** Cards of the given products on sale, in the order given (a blog post's products, the operator's related ones). */
export async function listProductCardsByIds(ids: readonly number[], now: Date): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  await refreshStaleSummaries(now);
  const s = productSummaries;
  const [row] = await getDb()
    .select({
      items: sql`(select coalesce(json_agg(listed), '[]'::json) from (${withRatings(
        sql`select *, ${s.productId} as id from ${s} where ${s.productId} in ${[...ids]}`,
      )}) listed)`,
    })
    .from(sql`(select 1) as one`);
  const cards = cardRowsSchema.parse(row?.items ?? []);
  return ids.flatMap((id) => cards.filter((card) => card.id === id));
}
