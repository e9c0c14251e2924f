import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { payablePrice } from '@/lib/pricing';
import type { Db } from '../../db/client';
import { basketItems, bundleItems, bundles, insurancePlans, productInsurances, products, productVariants } from '../../db/schema';

type Reader = Pick<Db, 'select'>;

export type LineRow = {
  line: typeof basketItems.$inferSelect;
  variant: typeof productVariants.$inferSelect;
  product: typeof products.$inferSelect;
  plan: typeof insurancePlans.$inferSelect | null;
  bundleItem: typeof bundleItems.$inferSelect | null;
  bundle: typeof bundles.$inferSelect | null;
};

/** A basket's lines with what pricing them needs; each accompanying line right after its main line. */
export function loadLines(db: Reader, basketId: string): Promise<LineRow[]> {
  return db
    .select({
      line: basketItems,
      variant: productVariants,
      product: products,
      plan: insurancePlans,
      bundleItem: bundleItems,
      bundle: bundles,
    })
    .from(basketItems)
    .innerJoin(productVariants, eq(productVariants.id, basketItems.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(insurancePlans, eq(insurancePlans.id, basketItems.insuranceId))
    .leftJoin(bundleItems, eq(bundleItems.id, basketItems.bundleItemId))
    .leftJoin(bundles, eq(bundles.id, bundleItems.bundleId))
    .where(eq(basketItems.basketId, basketId))
    .orderBy(sql`coalesce(${basketItems.parentItemId}, ${basketItems.id})`, asc(basketItems.id));
}

/** Ids of the active plans a product forces (SPEC §5: they cannot be removed). */
export async function forcedPlans(db: Reader, productIds: readonly number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: productInsurances.productId, planId: productInsurances.insuranceId })
    .from(productInsurances)
    .innerJoin(insurancePlans, eq(insurancePlans.id, productInsurances.insuranceId))
    .where(and(inArray(productInsurances.productId, [...productIds]), eq(productInsurances.forced, true), eq(insurancePlans.active, true)));
  return new Map(rows.map((r) => [r.productId, r.planId]));
}

/** A bundle gives its discount while it is active and, when timed, before its end. */
export function bundleLive(bundle: Pick<typeof bundles.$inferSelect, 'active' | 'timed' | 'toDate'> | null, now: Date): boolean {
  return bundle !== null && bundle.active && (!bundle.timed || bundle.toDate === null || bundle.toDate.getTime() > now.getTime());
}

/** What one unit of a line costs now: the variant's payable price, less the bundle discount on a live accompanying line. */
export function unitPayable(
  variant: Parameters<typeof payablePrice>[0],
  bundleItem: Pick<typeof bundleItems.$inferSelect, 'discount'> | null,
  bundle: Parameters<typeof bundleLive>[0],
  now: Date,
): number {
  const payable = payablePrice(variant, now);
  return bundleItem && bundleLive(bundle, now) ? Math.max(0, payable - bundleItem.discount) : payable;
}
