import 'server-only';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { lateFeeDays, unpaidAmount, type LoanTerms } from '@/lib/facility/instalments';
import { now } from '../../clock';
import { getDb } from '../../db/client';
import type { Tx } from '../../db/client';
import { loanAllocations, loanInstalments, loanLateFees, loanPayments, loanRequests } from '../../db/schema';
import { ledgerOf, lockLoan, planOf, tehranDay, termsOf, type LoanRow } from './loan-ledger';

/** What was paid toward each instalment's amount (or forgiven), on its Tehran day: the fee of a day counts the rest. */
async function amountPaymentsByDay(tx: Tx, loanId: number): Promise<Map<number, { day: string; amount: number }[]>> {
  const rows = await tx
    .select({ number: loanAllocations.number, amount: loanAllocations.amount, paidAt: loanPayments.paidAt })
    .from(loanAllocations)
    .innerJoin(loanPayments, eq(loanPayments.id, loanAllocations.loanPaymentId))
    .where(and(eq(loanAllocations.requestId, loanId), sql`${loanAllocations.kind} <> 'fee'`))
    .orderBy(asc(loanAllocations.id));
  const byNumber = new Map<number, { day: string; amount: number }[]>();
  for (const r of rows) byNumber.set(r.number, [...(byNumber.get(r.number) ?? []), { day: tehranDay(r.paidAt!), amount: r.amount }]);
  return byNumber;
}

/**
 * Brings the loan's late fees up to `today` (the loan locked by the caller): each instalment's days (lateFeeDays in
 * lib/facility/instalments.ts) become loan_late_fees rows, one per day, and its late_fee their sum. Running it again,
 * from a read, a payment or the daily job, adds nothing already there.
 */
export async function accrueLateFees(tx: Tx, loan: LoanRow, terms: LoanTerms, today: string): Promise<void> {
  if (loan.state !== 'active' || terms.lateFeeDailyBp === 0) return;
  const overdue = (await ledgerOf(tx, loan.id)).filter((i) => i.dueDate < today && unpaidAmount(i) > 0);
  if (overdue.length === 0) return;
  const payments = await amountPaymentsByDay(tx, loan.id);
  for (const instalment of overdue) {
    const days = lateFeeDays(instalment, payments.get(instalment.number) ?? [], terms, today);
    if (days.length === 0) continue;
    await tx
      .insert(loanLateFees)
      .values(days.map((d) => ({ requestId: loan.id, number: instalment.number, day: d.day, amount: d.amount })))
      .onConflictDoNothing();
    await tx
      .update(loanInstalments)
      .set({
        lateFee: sql`(select coalesce(sum(${loanLateFees.amount}), 0) from ${loanLateFees} where ${loanLateFees.requestId} = ${loan.id} and ${loanLateFees.number} = ${instalment.number})`,
      })
      .where(and(eq(loanInstalments.requestId, loan.id), eq(loanInstalments.number, instalment.number)));
  }
}

/** A loan's fees brought up to today in a transaction of its own (the caller holds no lock). */
export async function accrueLoan(loanId: number, at: Date = now()): Promise<void> {
  await getDb().transaction(async (tx) => {
    const loan = await lockLoan(tx, loanId);
    await accrueLateFees(tx, loan, termsOf(await planOf(tx, loan)), tehranDay(at));
  });
}

/** The daily late-fee job (docs/jobs.md): every running loan with an instalment past its due date and unpaid. */
export async function accrueAllLateFees(at: Date = now()): Promise<{ loans: number }> {
  const today = tehranDay(at);
  const due = await getDb()
    .selectDistinct({ id: loanInstalments.requestId })
    .from(loanInstalments)
    .innerJoin(loanRequests, eq(loanRequests.id, loanInstalments.requestId))
    .where(and(eq(loanRequests.state, 'active'), lt(loanInstalments.dueDate, today), sql`${loanInstalments.paid} + ${loanInstalments.rebate} < ${loanInstalments.amount}`));
  for (const { id } of due) await accrueLoan(id, at);
  return { loans: due.length };
}
