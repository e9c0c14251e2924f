import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { AdminInsurance, InsuranceInput } from '@/lib/contracts/admin/taxonomy';
import { sanitizeRichText } from '@/lib/sanitize-html';
import { getDb, type Tx } from '../../db/client';
import { insurancePlans, productInsurances } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { audit, type AuditActor } from '../audit/audit-log';
import { catalogChanged } from './catalog-changed';
import { mainSrc } from './stored-pictures';

export const insuranceMessages = { notFound: 'این طرح بیمه پیدا نشد' } as const;

type Row = typeof insurancePlans.$inferSelect;
const productCount = sql<number>`(select count(*) from ${productInsurances} where ${productInsurances.insuranceId} = ${insurancePlans.id})`.mapWith(Number);
const pick = (p: Row) => ({
  picture: mainSrc(p.images),
  id: p.id,
  title: p.title,
  company: p.company,
  coverage: p.coverage,
  termsAndConditions: p.termsAndConditions,
  ratePerMille: p.ratePerMille,
  minPrice: p.minPrice,
  discountPercent: p.discountPercent,
  months: p.months,
  active: p.active,
});
const clean = (input: InsuranceInput) => ({ ...input, coverage: sanitizeRichText(input.coverage), termsAndConditions: sanitizeRichText(input.termsAndConditions) });

export async function listAdminInsurances(): Promise<AdminInsurance[]> {
  const rows = await getDb().select({ p: insurancePlans, productCount }).from(insurancePlans).orderBy(asc(insurancePlans.id));
  return rows.map((r) => ({ ...pick(r.p), productCount: r.productCount }));
}

export async function createInsurance(actor: AuditActor, input: InsuranceInput): Promise<AdminInsurance> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx.insert(insurancePlans).values(clean(input)).returning();
    await audit(tx, actor, { entityType: 'insurance_plan', entityId: row!.id, action: 'create', before: null, after: pick(row!) });
    catalogChanged(tx);
    return { ...pick(row!), productCount: 0 };
  });
}

async function lock(tx: Tx, id: number): Promise<Row> {
  const [row] = await tx.select().from(insurancePlans).where(eq(insurancePlans.id, id)).for('update');
  if (!row) throw new NotFoundError(insuranceMessages.notFound);
  return row;
}

/** Plans are never deleted (orders name them); `active: false` stops offering one. */
export async function updateInsurance(actor: AuditActor, id: number, input: InsuranceInput): Promise<AdminInsurance> {
  return getDb().transaction(async (tx) => {
    const before = await lock(tx, id);
    const [after] = await tx.update(insurancePlans).set(clean(input)).where(eq(insurancePlans.id, id)).returning();
    await audit(tx, actor, { entityType: 'insurance_plan', entityId: id, action: 'update', before: pick(before), after: pick(after!) });
    catalogChanged(tx);
    return { ...pick(after!), productCount: await tx.$count(productInsurances, eq(productInsurances.insuranceId, id)) };
  });
}
