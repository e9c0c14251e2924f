import 'server-only';
import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import { basketMessages as msg, MAX_LINE_QTY } from '@/lib/contracts/basket';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { bundleItems, bundles, insurancePlans, productInsurances, products, productVariants } from '../../db/schema';
import type { Tx } from '../../db/client';

export type Viewer = { noCheck: boolean };
export type VariantRow = typeof productVariants.$inferSelect;
type Plan = { id: number; forced: boolean };

/** A variant on sale with the insurance plans its product offers; 404 for anything else. */
export async function saleVariant(tx: Tx, variantId: number): Promise<{ variant: VariantRow; plans: Plan[] }> {
  const [row] = await tx
    .select({ variant: productVariants })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.id, variantId), eq(productVariants.active, true), eq(products.active, true), eq(products.published, true)));
  if (!row) throw new NotFoundError(msg.unknownVariant);
  const plans = await tx
    .select({ id: insurancePlans.id, forced: productInsurances.forced })
    .from(productInsurances)
    .innerJoin(insurancePlans, eq(insurancePlans.id, productInsurances.insuranceId))
    .where(and(eq(productInsurances.productId, row.variant.productId), eq(insurancePlans.active, true)));
  return { variant: row.variant, plans };
}

/** How many of a variant one line may hold: min(maxBuy, stock), or anything up to MAX_LINE_QTY for a seller (noCheck). */
export function lineLimit(variant: Pick<VariantRow, 'maxBuy' | 'stock'>, viewer: Viewer): number {
  return viewer.noCheck ? MAX_LINE_QTY : Math.min(variant.maxBuy, variant.stock, MAX_LINE_QTY);
}

/** SPEC §5: the maxBuy and stock limits, with the message of whichever limit is the lower. */
export function checkQty(qty: number, variant: Pick<VariantRow, 'maxBuy' | 'stock'>, viewer: Viewer): void {
  if (qty > MAX_LINE_QTY) throw new ValidationError(msg.qty, { qty: msg.qty });
  if (viewer.noCheck) return;
  if (variant.stock === 0) throw new ConflictError(msg.outOfStock);
  if (qty > variant.maxBuy && variant.maxBuy <= variant.stock) throw new ConflictError(msg.maxBuy);
  if (qty > variant.stock) throw new ConflictError(msg.stock);
}

/**
 * The plan a line ends with. No flag keeps the line's plan (a new line gets the forced plan); `false` removes it,
 * which a forced plan refuses; `true` takes insuranceId (or the forced plan), which must be offered.
 */
export function chooseInsurance(
  plans: readonly Plan[],
  current: number | null | undefined,
  wanted: { insurance?: boolean; insuranceId?: number },
): number | null {
  const forced = plans.find((p) => p.forced);
  if (wanted.insurance === false) {
    if (forced) throw new ValidationError(msg.forcedInsurance);
    return null;
  }
  if (wanted.insurance === true || wanted.insuranceId !== undefined) {
    const id = wanted.insuranceId ?? forced?.id;
    if (id === undefined || !plans.some((p) => p.id === id)) throw new ValidationError(msg.unknownInsurance, { insuranceId: msg.unknownInsurance });
    if (forced && id !== forced.id) throw new ValidationError(msg.forcedInsurance);
    return id;
  }
  if (forced) return forced.id;
  return current !== undefined && current !== null && plans.some((p) => p.id === current) ? current : null;
}

/** The items of a product's live bundles, each with its variant: they come into the basket as accompanying lines. */
export function liveBundleItems(tx: Tx, productId: number, now: Date) {
  return tx
    .select({ item: bundleItems, variant: productVariants, title: products.title })
    .from(bundleItems)
    .innerJoin(bundles, eq(bundles.id, bundleItems.bundleId))
    .innerJoin(productVariants, eq(productVariants.id, bundleItems.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(bundles.productId, productId),
        eq(bundles.active, true),
        or(eq(bundles.timed, false), isNull(bundles.toDate), gt(bundles.toDate, now)),
        eq(productVariants.active, true),
        eq(products.active, true),
        eq(products.published, true),
      ),
    )
    .orderBy(asc(bundleItems.id));
}
