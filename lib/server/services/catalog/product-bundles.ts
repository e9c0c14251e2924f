import 'server-only';
import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { ProductBundle } from '@/lib/contracts/product';
import { payablePrice } from '@/lib/pricing';
import { getDb } from '../../db/client';
import { bundleItems, bundles, products, productVariants } from '../../db/schema';
import { attributeRefs, toVariant, variantTitle } from './product-variants';

/** A product's active bundles; a timed bundle past its end and items no longer sold are left out. */
export async function listProductBundles(productId: number, now: Date): Promise<ProductBundle[]> {
  const db = getDb();
  const heads = await db
    .select()
    .from(bundles)
    .where(
      and(
        eq(bundles.productId, productId),
        eq(bundles.active, true),
        or(eq(bundles.timed, false), isNull(bundles.toDate), gt(bundles.toDate, now)),
      ),
    )
    .orderBy(asc(bundles.id));
  if (heads.length === 0) return [];

  const [rows, refs] = await Promise.all([
    db
      .select({ item: bundleItems, variant: productVariants, product: products })
      .from(bundleItems)
      .innerJoin(productVariants, eq(productVariants.id, bundleItems.variantId))
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(
          inArray(bundleItems.bundleId, heads.map((b) => b.id)),
          eq(productVariants.active, true),
          eq(products.active, true),
          eq(products.published, true),
        ),
      )
      .orderBy(asc(bundleItems.id)),
    attributeRefs(),
  ]);

  return heads
    .map((b) => ({
      id: b.id,
      title: b.title,
      info: b.info,
      isGroup: b.isGroup,
      showPrice: b.showPrice,
      timed: b.timed,
      toDate: b.timed && b.toDate ? b.toDate.toISOString() : null,
      items: rows
        .filter((r) => r.item.bundleId === b.id)
        .map(({ item, variant, product }) => ({
          id: item.id,
          variantId: variant.id,
          productId: product.id,
          slug: product.slug,
          title: product.title,
          variantTitle: variantTitle(toVariant(variant, refs, now)),
          images: variant.images[0] ?? product.images[0] ?? null,
          qty: item.qty,
          price: payablePrice(variant, now),
          discount: item.discount,
          // The rule the basket applies when the product is added (basket/lines-write.ts), for one of it.
          available: variant.stock >= item.qty,
        })),
    }))
    .filter((b) => b.items.length > 0);
}
