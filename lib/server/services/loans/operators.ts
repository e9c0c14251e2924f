import 'server-only';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { daysBetween, isSettled, owedOn, unpaidAmount, unpaidFee } from '@/lib/facility/instalments';
import { loanMessages as msg } from '@/lib/contracts/loan-messages';
import type { LoanCheque, LoanPayment } from '@/lib/contracts/loans';
import type { BranchPaymentBody, ChequeBody, OverdueRow } from '@/lib/contracts/loan-operators';
import { formatJalaliDate } from '@/lib/format/jalali';
import { now } from '../../clock';
import { getDb } from '../../db/client';
import { facilityPlans, loanInstalments, loanPayments, loanRequests, users } from '../../db/schema';
import { ConflictError, ValidationError } from '../../errors';
import { audit, type AuditActor } from '../audit/audit-log';
import { applyLoanPayment } from './apply-payment';
import { addCheque, removeCheque } from './cheques';
import { accrueLateFees, accrueLoan } from './late-fees';
import { ledgerOf, lockLoan, planOf, tehranDay, termsOf } from './loan-ledger';
import { loanPaymentsOf } from './loan-payments-view';
import { lastReminders } from './reminders';

/**
 * Credit officers' list (GET /api/admin/loans/overdue): running loans with an instalment past its due date and
 * unpaid, their fees brought up to today, most overdue first.
 */
export async function overdueLoans(at: Date = now()): Promise<OverdueRow[]> {
  const today = tehranDay(at);
  const db = getDb();
  const ids = (
    await db
      .selectDistinct({ id: loanInstalments.requestId })
      .from(loanInstalments)
      .innerJoin(loanRequests, eq(loanRequests.id, loanInstalments.requestId))
      .where(and(eq(loanRequests.state, 'active'), lt(loanInstalments.dueDate, today), sql`${loanInstalments.paid} + ${loanInstalments.rebate} < ${loanInstalments.amount}`))
  ).map((r) => r.id);
  for (const id of ids) await accrueLoan(id, at);
  if (ids.length === 0) return [];
  const [loans, reminded] = await Promise.all([
    db
      .select({ id: loanRequests.id, userId: users.id, fName: users.fName, lName: users.lName, mobile: users.mobile, planName: facilityPlans.name })
      .from(loanRequests)
      .innerJoin(users, eq(users.id, loanRequests.userId))
      .innerJoin(facilityPlans, eq(facilityPlans.id, loanRequests.planId))
      .where(inArray(loanRequests.id, ids)),
    lastReminders(ids),
  ]);
  const rows = await Promise.all(
    loans.map(async (loan): Promise<OverdueRow> => {
      const overdue = (await ledgerOf(db, loan.id)).filter((i) => i.dueDate < today && !isSettled(i));
      const oldest = overdue[0]!;
      return {
        loanId: loan.id,
        customer: { id: loan.userId, name: [loan.fName, loan.lName].filter(Boolean).join(' '), mobile: loan.mobile },
        planName: loan.planName,
        overdueCount: overdue.length,
        overdueAmount: overdue.reduce((s, i) => s + unpaidAmount(i), 0),
        lateFeeDue: overdue.reduce((s, i) => s + unpaidFee(i), 0),
        daysOverdue: daysBetween(oldest.dueDate, today),
        oldestDueDate: formatJalaliDate(oldest.dueDate),
        lastReminderAt: reminded.has(loan.id) ? reminded.get(loan.id)!.toISOString() : null,
      };
    }),
  );
  return rows.sort((a, b) => b.daysOverdue - a.daysOverdue || a.loanId - b.loanId);
}

/**
 * An instalment paid at a branch counter (PUT /api/admin/loans/{id}/branch-payment): under the loan's lock, its
 * fees brought up to today, a 'branch' payment of what the instalment owes now (amount and late fee), applied to
 * that instalment alone, with the operator's reason kept on it.
 */
export async function markPaidAtBranch(actor: AuditActor, loanId: number, body: BranchPaymentBody): Promise<LoanPayment> {
  const at = now();
  return getDb().transaction(async (tx) => {
    const loan = await lockLoan(tx, loanId);
    if (loan.state !== 'active') throw new ConflictError(msg.notActive);
    await accrueLateFees(tx, loan, termsOf(await planOf(tx, loan)), tehranDay(at));
    const instalment = (await ledgerOf(tx, loanId)).find((i) => i.number === body.number);
    if (!instalment) throw new ValidationError(msg.badThrough, { number: msg.badThrough });
    if (isSettled(instalment)) throw new ConflictError(msg.alreadyPaid);
    const [row] = await tx
      .insert(loanPayments)
      .values({ requestId: loanId, userId: loan.userId, mode: 'branch', throughNumber: body.number, amount: owedOn(instalment), note: body.reason, createdAt: at })
      .returning();
    await applyLoanPayment(tx, loan, row!, at);
    const [receipt] = await loanPaymentsOf(tx, loanId, row!.id);
    await audit(tx, actor, {
      entityType: 'loan',
      entityId: loanId,
      action: 'loan.branch_payment',
      before: null,
      after: { instalment: body.number, amount: receipt!.amount, reason: body.reason, paymentId: receipt!.id },
    });
    return receipt!;
  });
}

/** POST /api/admin/loans/{id}/cheques: a credit officer records a guarantee cheque. */
export async function recordCheque(actor: AuditActor, loanId: number, body: ChequeBody): Promise<LoanCheque> {
  return getDb().transaction(async (tx) => {
    const cheque = await addCheque(tx, loanId, body);
    await audit(tx, actor, { entityType: 'loan_cheque', entityId: cheque.id, action: 'create', before: null, after: { loanId, ...cheque } });
    return cheque;
  });
}

/** DELETE /api/admin/loans/{id}/cheques/{chequeId}: a cheque recorded by mistake, or given back. */
export async function deleteCheque(actor: AuditActor, loanId: number, chequeId: number): Promise<LoanCheque> {
  return getDb().transaction(async (tx) => {
    const cheque = await removeCheque(tx, loanId, chequeId);
    await audit(tx, actor, { entityType: 'loan_cheque', entityId: cheque.id, action: 'delete', before: { loanId, ...cheque }, after: null });
    return cheque;
  });
}
