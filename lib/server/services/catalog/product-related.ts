import 'server-only';
import { and, desc, eq, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import type { ProductCard } from '@/lib/contracts/catalog';
import { promotionRunning } from '@/lib/pricing';
import { getDb } from '../../db/client';
import { products } from '../../db/schema';
import { defaultVariant, loadVariantRows } from './product-variants';

type Subject = { id: number; categoryId: number; brandId: number | null; relatedIds: number[] };
type ProductRow = typeof products.$inferSelect;
type VariantRow = Awaited<ReturnType<typeof loadVariantRows>>[number];

/** A product as its card shows it now, priced by the variant the card offers (its promotion only while it runs). */
export function cardOf(p: ProductRow, v: VariantRow, now: Date): ProductCard {
  const running = promotionRunning(v, now);
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
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
 * The products the operator chose, in their order, then best sellers of the same category, then of the same brand;
 * never the product itself, only products on sale.
 */
export async function listRelatedProducts(subject: Subject, limit: number, now: Date): Promise<ProductCard[]> {
  const sameCategory = eq(products.categoryId, subject.categoryId);
  const chosenIds = subject.relatedIds.filter((id) => id !== subject.id).slice(0, limit);
  const chosen =
    chosenIds.length === 0
      ? []
      : await getDb()
          .select()
          .from(products)
          .where(and(eq(products.active, true), eq(products.published, true), inArray(products.id, chosenIds)));
  chosen.sort((a, b) => chosenIds.indexOf(a.id) - chosenIds.indexOf(b.id));
  const computed = await getDb()
    .select()
    .from(products)
    .where(
      and(
        eq(products.active, true),
        eq(products.published, true),
        ne(products.id, subject.id),
        ...(chosenIds.length > 0 ? [notInArray(products.id, chosenIds)] : []),
        subject.brandId === null ? sameCategory : or(sameCategory, eq(products.brandId, subject.brandId)),
      ),
    )
    .orderBy(sql`case when ${sameCategory} then 0 else 1 end`, desc(products.soldCount), desc(products.id))
    .limit(limit);
  const rows = [...chosen, ...computed].slice(0, limit);
  const variants = await loadVariantRows(rows.map((r) => r.id));
  const cards: ProductCard[] = [];
  for (const p of rows) {
    const v = defaultVariant(variants.filter((x) => x.productId === p.id), now);
    if (v) cards.push(cardOf(p, v, now));
  }
  return cards;
}
