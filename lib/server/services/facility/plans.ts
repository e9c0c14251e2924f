import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FacilityTerms } from '@/lib/facility/calculator';
import type { FacilityPlan } from '@/lib/contracts/facility';
import { facilityMessages as msg } from '@/lib/contracts/facility-messages';
import { getDb, type Db } from '../../db/client';
import { categories, facilityPlans } from '../../db/schema';
import { NotFoundError } from '../../errors';

type Reader = Pick<Db, 'select'>;
export type PlanRow = typeof facilityPlans.$inferSelect;

export const termsOf = (p: PlanRow): FacilityTerms => ({
  months: p.months,
  minPrepaymentPercent: p.minPrepaymentPercent,
  annualRateBp: p.annualRateBp,
  minLoan: p.minLoan,
  maxLoan: p.maxLoan,
});

export const toFacilityPlan = (p: PlanRow): FacilityPlan => ({
  id: p.id,
  kind: p.kind,
  facilityName: p.name,
  facilityParentTitle: p.parentTitle,
  months: p.months,
  minPrepaymentPercent: p.minPrepaymentPercent,
  annualRateBp: p.annualRateBp,
  guaranteeType: p.guaranteeType,
  minLoanAmount: p.minLoan,
  maxLoanAmount: p.maxLoan,
  categoryIds: p.categoryIds,
  lateFeeDailyBp: p.lateFeeDailyBp,
  lateFeeGraceDays: p.lateFeeGraceDays,
  settlementRebatePercent: p.settlementRebatePercent,
});

export async function listPlans(kind: 'plan' | 'leasing' = 'plan'): Promise<FacilityPlan[]> {
  const rows = await getDb()
    .select()
    .from(facilityPlans)
    .where(and(eq(facilityPlans.active, true), eq(facilityPlans.kind, kind)))
    .orderBy(asc(facilityPlans.sort), asc(facilityPlans.id));
  return rows.map(toFacilityPlan);
}

export async function activePlan(db: Reader, id: number): Promise<PlanRow> {
  const [row] = await db.select().from(facilityPlans).where(and(eq(facilityPlans.id, id), eq(facilityPlans.active, true)));
  if (!row) throw new NotFoundError(msg.unknownPlan);
  return row;
}

/** A plan with categories applies to products in one of them or directly under one of them. */
export async function planFitsCategories(db: Reader, plan: PlanRow, categoryIds: readonly number[]): Promise<boolean> {
  if (plan.categoryIds.length === 0) return true;
  if (categoryIds.length === 0) return false;
  const rows = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories).where(inArray(categories.id, [...new Set(categoryIds)]));
  const allowed = new Set(plan.categoryIds);
  return rows.length === new Set(categoryIds).size && rows.every((c) => allowed.has(c.id) || (c.parentId !== null && allowed.has(c.parentId)));
}
