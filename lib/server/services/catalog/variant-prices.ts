import 'server-only';
import { eq } from 'drizzle-orm';
import { invalidateTag } from '../../cache';
import { getDb } from '../../db/client';
import { productVariants } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../errors';
import { purgeRenderedPages } from '../../rendered-pages';
import { audit, type AuditActor } from '../audit/audit-log';
import { CATALOG_TAG } from './categories';

export type VariantPrices = { id: number; price: number; discountPrice: number; promotionPrice: number | null };

export const variantPriceMessages = {
  notFound: 'این تنوع کالا پیدا نشد',
  belowPromotion: 'قیمت پس از تخفیف باید از قیمت حراج فعلی بیشتر باشد',
} as const;

/**
 * An operator sets a variant's list price and its price after discount (the same when there is none). The
 * listing, product pages and home cards show it at once on every instance: the catalog's cached reads and the
 * kept pages are dropped after the commit.
 */
export async function updateVariantPrices(actor: AuditActor, id: number, input: { price: number; discountPrice?: number }): Promise<VariantPrices> {
  const discountPrice = input.discountPrice ?? input.price;
  const saved = await getDb().transaction(async (tx) => {
    const [row] = await tx.select().from(productVariants).where(eq(productVariants.id, id)).for('update');
    if (!row) throw new NotFoundError(variantPriceMessages.notFound);
    // A running promotion must stay below the everyday price (the table's own check says the same).
    if (row.promotionPrice !== null && row.promotionPrice >= discountPrice) {
      throw new ValidationError(variantPriceMessages.belowPromotion, { discountPrice: variantPriceMessages.belowPromotion });
    }
    await tx.update(productVariants).set({ price: input.price, discountPrice }).where(eq(productVariants.id, id));
    await audit(tx, actor, {
      entityType: 'product_variant',
      entityId: id,
      action: 'update',
      before: { price: row.price, discountPrice: row.discountPrice },
      after: { price: input.price, discountPrice },
    });
    return { id, price: input.price, discountPrice, promotionPrice: row.promotionPrice };
  });
  invalidateTag(CATALOG_TAG);
  await purgeRenderedPages();
  return saved;
}
