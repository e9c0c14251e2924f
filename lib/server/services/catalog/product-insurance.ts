import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { InsurancePrice, ProductInsurance } from '@/lib/contracts/product';
import { sanitizeRichText } from '@/lib/sanitize-html';
import { getDb } from '../../db/client';
import { insurancePlans, productInsurances } from '../../db/schema';

type PlanRates = Pick<typeof insurancePlans.$inferSelect, 'ratePerMille' | 'minPrice' | 'discountPercent'>;

const roundToThousand = (toman: number) => Math.round(toman / 1000) * 1000;

/**
 * A plan's premium for one variant: ratePerMille of the variant's list price, never below minPrice,
 * rounded to whole thousands of toman; the plan's discount percent gives the price actually charged.
 * The basket must charge with this same function.
 */
export function insurancePremium(plan: PlanRates, variantPrice: number): Omit<InsurancePrice, 'variantId'> {
  const insurancePrice = Math.max(plan.minPrice, roundToThousand((variantPrice * plan.ratePerMille) / 1000));
  const insurancePriceWithDiscount = roundToThousand((insurancePrice * (100 - plan.discountPercent)) / 100);
  return { insurancePrice, insurancePriceWithDiscount };
}

/** Active insurance plans offered with a product, forced ones first, each priced for every variant. */
export async function listProductInsurances(
  productId: number,
  variants: readonly { id: number; price: number }[],
): Promise<ProductInsurance[]> {
  const rows = await getDb()
    .select({ plan: insurancePlans, forced: productInsurances.forced })
    .from(productInsurances)
    .innerJoin(insurancePlans, eq(insurancePlans.id, productInsurances.insuranceId))
    .where(and(eq(productInsurances.productId, productId), eq(insurancePlans.active, true)))
    .orderBy(desc(productInsurances.forced), asc(insurancePlans.id));
  return rows.map(({ plan, forced }) => ({
    id: plan.id,
    insuranceTitle: plan.title,
    company: plan.company,
    images: plan.images,
    coverage: sanitizeRichText(plan.coverage),
    termsAndConditions: sanitizeRichText(plan.termsAndConditions),
    months: plan.months,
    discountPercent: plan.discountPercent,
    hasForceInsurance: forced,
    prices: variants.map((v) => ({ variantId: v.id, ...insurancePremium(plan, v.price) })),
  }));
}
