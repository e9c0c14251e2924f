import 'server-only';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { facilityPlanMessages as msg, type AdminFacilityPlan, type AdminFacilityPlans, type FacilityPlanBody } from '@/lib/contracts/admin/facility-plans';
import { getDb, type Tx } from '../../db/client';
import { categories, facilityPlans, loanRequests } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../errors';
import { purgeRenderedPages } from '../../rendered-pages';
import { audit, type AuditActor } from '../audit/audit-log';

type Row = typeof facilityPlans.$inferSelect;

const view = (p: Row, requests: number): AdminFacilityPlan => ({
  id: p.id,
  kind: p.kind,
  name: p.name,
  parentTitle: p.parentTitle,
  months: p.months,
  minPrepaymentPercent: p.minPrepaymentPercent,
  annualRateBp: p.annualRateBp,
  guaranteeType: p.guaranteeType,
  minLoan: p.minLoan,
  maxLoan: p.maxLoan,
  categoryIds: p.categoryIds,
  active: p.active,
  sort: p.sort,
  requests,
});

// What the audit row keeps of a plan: the columns an operator changes here.
const audited = ({ requests: _, ...plan }: AdminFacilityPlan) => plan;

const columns = (body: FacilityPlanBody) => ({
  kind: body.kind,
  name: body.name,
  parentTitle: body.parentTitle,
  months: body.months,
  minPrepaymentPercent: body.minPrepaymentPercent,
  annualRateBp: Math.round(body.annualRatePercent * 100),
  guaranteeType: body.guaranteeType,
  minLoan: body.minLoan,
  maxLoan: body.maxLoan,
  categoryIds: [...new Set(body.categoryIds)].sort((a, b) => a - b),
  active: body.active,
  sort: body.sort,
});

async function checkCategories(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return;
  const found = await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, [...new Set(ids)]));
  if (found.length !== new Set(ids).size) throw new ValidationError(msg.unknownCategory, { categoryIds: msg.unknownCategory });
}

async function requestsOf(tx: Pick<Tx, 'select'>, id: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(loanRequests).where(eq(loanRequests.planId, id));
  return row?.n ?? 0;
}

/**
 * The storefront reads plans per request (`/public/facilityPlans`, the basket, the calculator); only kept pages can
 * hold an old list, so they are purged.
 */
const purge = () => purgeRenderedPages();

/** Every plan of both paths, switched on or not, with the categories a plan may be limited to. */
export async function listAdminPlans(): Promise<AdminFacilityPlans> {
  const db = getDb();
  const [rows, counts, cats] = await Promise.all([
    db.select().from(facilityPlans).orderBy(asc(facilityPlans.kind), asc(facilityPlans.sort), asc(facilityPlans.id)),
    db.select({ planId: loanRequests.planId, n: count() }).from(loanRequests).groupBy(loanRequests.planId),
    db.select({ id: categories.id, title: categories.title, parentId: categories.parentId }).from(categories).orderBy(asc(categories.sort), asc(categories.id)),
  ]);
  const byPlan = new Map(counts.map((c) => [c.planId, c.n]));
  const top = cats.filter((c) => c.parentId === null);
  const children = cats.filter((c) => c.parentId !== null);
  return { plans: rows.map((p) => view(p, byPlan.get(p.id) ?? 0)), categories: [...top, ...children] };
}

export async function createPlan(actor: AuditActor, body: FacilityPlanBody): Promise<AdminFacilityPlan> {
  const created = await getDb().transaction(async (tx) => {
    await checkCategories(tx, body.categoryIds);
    const [row] = await tx.insert(facilityPlans).values(columns(body)).returning();
    const plan = view(row!, 0);
    await audit(tx, actor, { entityType: 'facility_plan', entityId: plan.id, action: 'create', before: null, after: audited(plan) });
    return plan;
  });
  await purge();
  return created;
}

/**
 * Changes a plan's terms. Requests already made keep the figures they were given (loan_requests stores them); only
 * new requests and baskets use the new terms.
 */
export async function updatePlan(actor: AuditActor, id: number, body: FacilityPlanBody): Promise<AdminFacilityPlan> {
  const updated = await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(facilityPlans).where(eq(facilityPlans.id, id)).for('update');
    if (!before) throw new NotFoundError(msg.notFound);
    await checkCategories(tx, body.categoryIds);
    const [after] = await tx.update(facilityPlans).set(columns(body)).where(eq(facilityPlans.id, id)).returning();
    const requests = await requestsOf(tx, id);
    const plan = view(after!, requests);
    await audit(tx, actor, { entityType: 'facility_plan', entityId: id, action: 'update', before: audited(view(before, requests)), after: audited(plan) });
    return plan;
  });
  await purge();
  return updated;
}

/** Switches a plan on or off; an off plan leaves the storefront's list, baskets and new requests at once. */
export async function switchPlan(actor: AuditActor, id: number, active: boolean): Promise<AdminFacilityPlan> {
  const switched = await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(facilityPlans).where(eq(facilityPlans.id, id)).for('update');
    if (!before) throw new NotFoundError(msg.notFound);
    const [after] = await tx.update(facilityPlans).set({ active }).where(eq(facilityPlans.id, id)).returning();
    await audit(tx, actor, { entityType: 'facility_plan', entityId: id, action: active ? 'facility_plan.on' : 'facility_plan.off', before: { active: before.active }, after: { active } });
    return view(after!, await requestsOf(tx, id));
  });
  await purge();
  return switched;
}
