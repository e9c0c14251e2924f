import 'server-only';
import { eq } from 'drizzle-orm';
import { basketFacility } from '@/lib/facility/calculator';
import { facilityMessages as msg } from '@/lib/contracts/facility-messages';
import type { Db } from '../../db/client';
import { basketFacilities, basketItems, facilityPlans, productVariants, products } from '../../db/schema';
import { ValidationError } from '../../errors';
import type { Tx } from '../../db/client';
import { activePlan, planFitsCategories, termsOf, type PlanRow } from './plans';

type Reader = Pick<Db, 'select'>;

/** The facility figures a basket's totals take (SPEC §3), or null for a cash basket. */
export type BasketFacilityTotals = NonNullable<ReturnType<typeof basketFacility>> & { facilityName: string; facilityParentTitle: string };

export async function basketPlan(db: Reader, basketId: string): Promise<PlanRow | null> {
  const [row] = await db
    .select({ plan: facilityPlans })
    .from(basketFacilities)
    .innerJoin(facilityPlans, eq(facilityPlans.id, basketFacilities.planId))
    .where(eq(basketFacilities.basketId, basketId));
  return row && row.plan.active ? row.plan : null;
}

/** The plan's figures on the basket's list and payable totals; null when they do not fit it (too little to lend). */
export function facilityTotals(plan: PlanRow, listPrice: number, payable: number): BasketFacilityTotals | null {
  const figures = basketFacility(termsOf(plan), listPrice, payable);
  return figures && { ...figures, facilityName: plan.name, facilityParentTitle: plan.parentTitle };
}

/** Chooses (or with null drops) the plan of a locked basket; every product must lie in the plan's categories. */
export async function setBasketPlan(tx: Tx, basketId: string, planId: number | null): Promise<void> {
  if (planId === null) {
    await tx.delete(basketFacilities).where(eq(basketFacilities.basketId, basketId));
    return;
  }
  const plan = await activePlan(tx, planId);
  if (plan.kind !== 'plan') throw new ValidationError(msg.unknownPlan);
  const rows = await tx
    .select({ categoryId: products.categoryId })
    .from(basketItems)
    .innerJoin(productVariants, eq(productVariants.id, basketItems.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(basketItems.basketId, basketId));
  if (rows.length === 0) throw new ValidationError(msg.emptyBasket);
  if (!(await planFitsCategories(tx, plan, rows.map((r) => r.categoryId)))) throw new ValidationError(msg.planNotForBasket);
  await tx
    .insert(basketFacilities)
    .values({ basketId, planId })
    .onConflictDoUpdate({ target: basketFacilities.basketId, set: { planId } });
}
