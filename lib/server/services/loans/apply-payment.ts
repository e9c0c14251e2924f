import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import {
  allocateOldestFirst,
  applyAllocations,
  isSettled,
  owedOn,
  settlementQuote,
  type Allocation,
  type InstalmentLedger,
} from '@/lib/facility/instalments';
import { loanMessages as msg } from '@/lib/contracts/loan-messages';
import { toPersianDigits } from '@/lib/format/digits';
import { formatTomanWithUnit } from '@/lib/format/money';
import type { Tx } from '../../db/client';
import { loanAllocations, loanInstalments, loanPayments, loanRequests } from '../../db/schema';
import { ConflictError } from '../../errors';
import { notifyUser } from '../account/notifications';
import { creditWallet } from '../wallet/ledger';
import { accrueLateFees } from './late-fees';
import { ledgerOf, planOf, startDayOf, tehranDay, termsOf, type LoanRow } from './loan-ledger';

export type LoanPaymentRow = typeof loanPayments.$inferSelect;

/** Where the money of a payment goes, on the ledger as it is now. */
function allocationsFor(payment: LoanPaymentRow, ledger: InstalmentLedger[], loan: LoanRow, rebatePercent: number, today: string): { allocations: Allocation[]; left: number } {
  switch (payment.mode) {
    case 'instalments': {
      const through = payment.throughNumber!;
      if (ledger.filter((i) => i.number <= through).every(isSettled)) throw new ConflictError(msg.alreadyPaid);
      return allocateOldestFirst(ledger, payment.amount, through);
    }
    case 'branch': {
      const target = ledger.filter((i) => i.number === payment.throughNumber);
      if (target.length === 0 || target.every(isSettled)) throw new ConflictError(msg.alreadyPaid);
      return allocateOldestFirst(target, payment.amount);
    }
    case 'amount':
      if (ledger.every(isSettled)) throw new ConflictError(msg.nothingOwed);
      return allocateOldestFirst(ledger, payment.amount);
    case 'settlement': {
      if (ledger.every(isSettled)) throw new ConflictError(msg.nothingOwed);
      const quote = settlementQuote(ledger, { loanAmount: loan.loanAmount, startDay: startDayOf(loan) }, { settlementRebatePercent: rebatePercent }, today);
      // Fees or a month begun since the quote: what came in no longer settles it all, so it pays oldest first.
      if (payment.amount < quote.payable) return allocateOldestFirst(ledger, payment.amount);
      const paid = allocateOldestFirst(applyAllocations(ledger, quote.rebates), quote.payable);
      return { allocations: [...quote.rebates, ...paid.allocations], left: payment.amount - quote.payable };
    }
  }
}

async function writeAllocations(tx: Tx, loanId: number, paymentId: number, allocations: Allocation[], at: Date) {
  if (allocations.length === 0) return;
  await tx.insert(loanAllocations).values(allocations.map((a) => ({ loanPaymentId: paymentId, requestId: loanId, number: a.number, kind: a.kind, amount: a.amount, createdAt: at })));
  for (const number of new Set(allocations.map((a) => a.number))) {
    const sum = (kind: Allocation['kind']) => allocations.filter((a) => a.number === number && a.kind === kind).reduce((s, a) => s + a.amount, 0);
    await tx
      .update(loanInstalments)
      .set({
        paid: sql`${loanInstalments.paid} + ${sum('instalment')}`,
        rebate: sql`${loanInstalments.rebate} + ${sum('rebate')}`,
        lateFeePaid: sql`${loanInstalments.lateFeePaid} + ${sum('fee')}`,
      })
      .where(and(eq(loanInstalments.requestId, loanId), eq(loanInstalments.number, number)));
  }
}

/**
 * A payment toward the loan whose money is all in (the wallet share taken, the gateway share paid) is applied: its
 * allocations, the instalments' sums, their paid dates, and the loan settled when nothing is left. Late fees are
 * brought up to today first. What had nothing left to pay by now (another payment came first) goes back to the
 * wallet. Throws a ConflictError when nothing the payment was meant for is owed any more; the caller then returns
 * the money. The loan must be locked by the caller.
 */
export async function applyLoanPayment(tx: Tx, loan: LoanRow, payment: LoanPaymentRow, at: Date): Promise<{ allocations: Allocation[]; excess: number }> {
  if (loan.state !== 'active') throw new ConflictError(msg.notActive);
  const plan = await planOf(tx, loan);
  const today = tehranDay(at);
  await accrueLateFees(tx, loan, termsOf(plan), today);
  const ledger = await ledgerOf(tx, loan.id);
  const { allocations, left } = allocationsFor(payment, ledger, loan, plan.settlementRebatePercent, today);
  await writeAllocations(tx, loan.id, payment.id, allocations, at);
  const after = applyAllocations(ledger, allocations);
  for (const i of after.filter((x) => isSettled(x) && !ledger.find((y) => y.number === x.number && isSettled(y)))) {
    await tx.update(loanInstalments).set({ paidAt: at }).where(and(eq(loanInstalments.requestId, loan.id), eq(loanInstalments.number, i.number)));
  }
  const rebate = allocations.filter((a) => a.kind === 'rebate').reduce((s, a) => s + a.amount, 0);
  await tx.update(loanPayments).set({ status: 'paid', paidAt: at, excess: left, rebate }).where(eq(loanPayments.id, payment.id));
  if (left > 0) await creditWallet(tx, { userId: payment.userId, amount: left, kind: 'refund', reference: `loan-payment:${payment.id}:excess`, description: 'بازگشت مازاد پرداخت قسط' });

  const settled = after.every(isSettled);
  if (settled) await tx.update(loanRequests).set({ state: 'settled', closedAt: at, updatedAt: at }).where(eq(loanRequests.id, loan.id));
  const owed = after.reduce((s, i) => s + owedOn(i), 0);
  await notifyUser(tx, {
    userId: payment.userId,
    kind: 'loan',
    title: settled ? 'وام شما تسویه شد' : 'پرداخت قسط ثبت شد',
    body: settled
      ? `همه اقساط وام شماره ${toPersianDigits(loan.id)} پرداخت شد.`
      : `${formatTomanWithUnit(payment.amount - left)} برای وام شماره ${toPersianDigits(loan.id)} پرداخت شد؛ مانده: ${formatTomanWithUnit(owed)}.`,
  });
  return { allocations, excess: left };
}
