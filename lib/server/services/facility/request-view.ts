import 'server-only';
import { asc, eq, inArray, max } from 'drizzle-orm';
import { facilityFigures } from '@/lib/facility/calculator';
import { instalmentSchedule } from '@/lib/facility/schedule';
import type { PlanRequest } from '@/lib/contracts/facility';
import { toJalaliParts } from '@/lib/format/jalali';
import type { Db } from '../../db/client';
import { facilityPlans, loanDocuments, loanRequests, orders, uploads } from '../../db/schema';
import { termsOf } from './plans';

type Reader = Pick<Db, 'select'>;
export type LoanRequestRow = typeof loanRequests.$inferSelect;

/** Plan requests as the wire shows them (SPEC §3 "Plan request"); the schedule starts on the decision day, else today. */
export async function toPlanRequests(db: Reader, rows: readonly LoanRequestRow[], at: Date): Promise<PlanRequest[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [plans, docs, facilityOrders] = await Promise.all([
    db.select().from(facilityPlans).where(inArray(facilityPlans.id, [...new Set(rows.map((r) => r.planId))])),
    db
      .select({ id: loanDocuments.id, requestId: loanDocuments.requestId, kind: loanDocuments.kind, mime: uploads.mime, size: uploads.size })
      .from(loanDocuments)
      .innerJoin(uploads, eq(uploads.id, loanDocuments.uploadId))
      .where(inArray(loanDocuments.requestId, ids))
      .orderBy(asc(loanDocuments.id)),
    db.select({ requestId: orders.loanRequestId, id: max(orders.id) }).from(orders).where(inArray(orders.loanRequestId, ids)).groupBy(orders.loanRequestId),
  ]);
  const orderOf = new Map(facilityOrders.map((o) => [o.requestId, o.id]));
  const planOf = new Map(plans.map((p) => [p.id, p]));
  return rows.map((r) => {
    const plan = planOf.get(r.planId)!;
    const result = facilityFigures({ ...termsOf(plan), minPrepaymentPercent: 0, minLoan: 1, maxLoan: Number.MAX_SAFE_INTEGER }, r.price, r.prepayment);
    const figures = result.ok ? result.figures : null;
    return {
      id: r.id,
      state: r.state,
      step: r.step,
      kind: plan.kind,
      planId: plan.id,
      facilityName: plan.name,
      facilityParentTitle: plan.parentTitle,
      months: plan.months,
      guaranteeType: r.guaranteeType,
      planGuaranteeType: plan.guaranteeType,
      fromBasket: r.fromBasket,
      price: r.price,
      prepayment: r.prepayment,
      loanAmount: r.loanAmount,
      amountPerMonth: figures?.amountPerMonth ?? 0,
      finalRefundAmount: figures?.finalRefundAmount ?? 0,
      fName: r.fName,
      lName: r.lName,
      nationalCode: r.nationalCode,
      mobile: r.mobile,
      birthDate: r.birthDate,
      job: r.job,
      monthlyIncome: r.monthlyIncome,
      documents: docs.filter((d) => d.requestId === r.id).map(({ id, kind, mime, size }) => ({ id, kind, mime, size })),
      creditScore: r.creditScore,
      creditApproved: r.creditApproved,
      branchId: r.branchId,
      meetDateTime: r.meetDate ? `${r.meetDate}T00:00:00` : null,
      decisionReason: r.decisionReason,
      reupload: { kinds: r.reuploadKinds, message: r.reuploadKinds.length > 0 ? r.reuploadMessage : null },
      attended: r.attendedAt !== null,
      missed: r.missedAt !== null,
      orderId: orderOf.get(r.id) ?? null,
      schedule: figures ? instalmentSchedule(figures, toJalaliParts(r.decidedAt ?? at)) : [],
      createdAt: r.createdAt.toISOString(),
    };
  });
}
