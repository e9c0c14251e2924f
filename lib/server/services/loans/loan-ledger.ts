import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { InstalmentLedger, LoanTerms } from '@/lib/facility/instalments';
import { LOAN_STARTED_STATES, loanMessages as msg } from '@/lib/contracts/loan-messages';
import { tehranDateParts } from '@/lib/format/jalali';
import type { Db, Tx } from '../../db/client';
import { facilityPlans, loanInstalments, loanRequests } from '../../db/schema';
import { NotFoundError } from '../../errors';

type Reader = Pick<Db, 'select'>;
export type LoanRow = typeof loanRequests.$inferSelect;
export type PlanRow = typeof facilityPlans.$inferSelect;
export type LedgerRow = InstalmentLedger & { paidAt: Date | null };


const pad = (n: number) => String(n).padStart(2, '0');

/** The Tehran calendar day of an instant, 'YYYY-MM-DD': due dates, fee days and reminders count in these. */
export function tehranDay(at: Date): string {
  const { year, month, day } = tehranDateParts(at);
  return `${year}-${pad(month)}-${pad(day)}`;
}

export const termsOf = (plan: PlanRow): LoanTerms => ({
  lateFeeDailyBp: plan.lateFeeDailyBp,
  lateFeeGraceDays: plan.lateFeeGraceDays,
  settlementRebatePercent: plan.settlementRebatePercent,
});

/** The loan, locked for the rest of the transaction; another user's loan (or a request never paid) is not found. */
export async function lockLoan(tx: Tx, loanId: number, userId?: number): Promise<LoanRow> {
  const where = and(eq(loanRequests.id, loanId), inArray(loanRequests.state, [...LOAN_STARTED_STATES]), ...(userId === undefined ? [] : [eq(loanRequests.userId, userId)]));
  const [row] = await tx.select().from(loanRequests).where(where).for('update');
  if (!row) throw new NotFoundError(msg.notFound);
  return row;
}

export async function planOf(db: Reader, loan: Pick<LoanRow, 'planId'>): Promise<PlanRow> {
  const [plan] = await db.select().from(facilityPlans).where(eq(facilityPlans.id, loan.planId));
  return plan!;
}

export async function ledgerOf(db: Reader, loanId: number): Promise<LedgerRow[]> {
  const rows = await db.select().from(loanInstalments).where(eq(loanInstalments.requestId, loanId)).orderBy(asc(loanInstalments.number));
  return rows.map((r) => ({
    number: r.number,
    amount: r.amount,
    dueDate: r.dueDate,
    paid: r.paid,
    rebate: r.rebate,
    lateFee: r.lateFee,
    lateFeePaid: r.lateFeePaid,
    paidAt: r.paidAt,
  }));
}

/** The day the loan began (its prepayment was paid): the first instalment's month begins then. */
export const startDayOf = (loan: LoanRow) => tehranDay(loan.activatedAt ?? loan.createdAt);
