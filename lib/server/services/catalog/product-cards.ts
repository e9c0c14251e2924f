import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ProductCard } from '@/lib/contracts/catalog';
import { payablePrice } from '@/lib/pricing';
import { getDb } from '../../db/client';
import { products, productVariants } from '../../db/schema';

type VariantRow = typeof productVariants.$inferSelect;

/** The variant a card shows: the cheapest one in stock, else the cheapest one. */
function cardVariant(variants: VariantRow[], now: Date): VariantRow | undefined {
  const byPayable = [...variants].sort((a, b) => payablePrice(a, now) - payablePrice(b, now));
  return byPayable.find((v) => v.stock > 0) ?? byPayable[0];
}

async function toCards(rows: (typeof products.$inferSelect)[], now: Date): Promise<ProductCard[]> {
  if (rows.length === 0) return [];
  const variants = await getDb()
    .select()
    .from(productVariants)
    .where(and(inArray(productVariants.productId, rows.map((r) => r.id)), eq(productVariants.active, true)));
  const cards: ProductCard[] = [];
  for (const p of rows) {
    const v = cardVariant(variants.filter((x) => x.productId === p.id), now);
    if (!v) continue;
    const running = v.promotionTo !== null && v.promotionTo > now && v.promotionPrice !== null;
    const image = v.images[0] ?? p.images[0] ?? null;
    cards.push({
      id: p.id,
      slug: p.slug,
      title: p.title,
      images: image,
      alt: p.title,
      price: v.price,
      discountPrice: v.discountPrice,
      promotionPrice: running ? v.promotionPrice : null,
      promotionTo: running ? v.promotionTo!.toISOString() : null,
      inStock: v.stock > 0,
    });
  }
  return cards;
}

export async function listNewestProducts(limit: number, now = new Date()): Promise<ProductCard[]> {
  const rows = await getDb()
    .select()
    .from(products)
    .where(eq(products.active, true))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
  return toCards(rows, now);
}

/** Products with a promotion still running, soonest-ending first. */
export async function listPromotedProducts(limit: number, now = new Date()): Promise<ProductCard[]> {
  const promoted = getDb()
    .selectDistinct({ productId: productVariants.productId })
    .from(productVariants)
    .where(and(eq(productVariants.active, true), sql`${productVariants.promotionTo} > ${now.toISOString()}`));
  const rows = await getDb()
    .select()
    .from(products)
    .where(and(eq(products.active, true), inArray(products.id, promoted)))
    .limit(limit);
  const cards = await toCards(rows, now);
  return cards.sort((a, b) => (a.promotionTo ?? '').localeCompare(b.promotionTo ?? ''));
}
