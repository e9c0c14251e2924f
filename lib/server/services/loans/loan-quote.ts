import 'server-only';
import { allocateOldestFirst, applyAllocations, isSettled, owedThrough, owedTotal, settlementQuote, type InstalmentLedger } from '@/lib/facility/instalments';
import { LOAN_PAYMENT_MIN, loanMessages as msg } from '@/lib/contracts/loan-messages';
import type { LoanPayTarget, LoanQuote } from '@/lib/contracts/loans';
import { now } from '../../clock';
import { getDb } from '../../db/client';
import type { Tx } from '../../db/client';
import { ConflictError, ValidationError } from '../../errors';
import { accrueLateFees } from './late-fees';
import { ledgerOf, lockLoan, planOf, startDayOf, tehranDay, termsOf, type LoanRow, type PlanRow } from './loan-ledger';

/** The figures of a payment before it is made, late fees included; refuses what cannot be paid (Persian messages). */
export function quoteOn(ledger: InstalmentLedger[], loan: LoanRow, plan: PlanRow, today: string, target: LoanPayTarget): LoanQuote {
  const owed = owedTotal(ledger);
  if (loan.state !== 'active') throw new ConflictError(msg.notActive);
  if (owed === 0) throw new ConflictError(msg.nothingOwed);
  switch (target.mode) {
    case 'instalments': {
      if (target.throughNumber > ledger.length) throw new ValidationError(msg.badThrough, { throughNumber: msg.badThrough });
      if (ledger.filter((i) => i.number <= target.throughNumber).every(isSettled)) throw new ConflictError(msg.alreadyPaid);
      const payable = owedThrough(ledger, target.throughNumber);
      return { owed, rebate: 0, payable, allocations: allocateOldestFirst(ledger, payable, target.throughNumber).allocations };
    }
    case 'amount': {
      if (target.amount > owed) throw new ValidationError(msg.overpay(owed), { amount: msg.overpay(owed) });
      const least = Math.min(LOAN_PAYMENT_MIN, owed);
      if (target.amount < least) throw new ValidationError(msg.amountMin(least), { amount: msg.amountMin(least) });
      return { owed, rebate: 0, payable: target.amount, allocations: allocateOldestFirst(ledger, target.amount).allocations };
    }
    case 'settlement': {
      const quote = settlementQuote(ledger, { loanAmount: loan.loanAmount, startDay: startDayOf(loan) }, termsOf(plan), today);
      const paid = allocateOldestFirst(applyAllocations(ledger, quote.rebates), quote.payable).allocations;
      return { owed, rebate: quote.rebate, payable: quote.payable, allocations: [...quote.rebates, ...paid] };
    }
  }
}

/** The loan (locked) with its fees brought up to today, and the quote of `target` on it. */
export async function lockedQuote(tx: Tx, userId: number, loanId: number, target: LoanPayTarget, at: Date) {
  const loan = await lockLoan(tx, loanId, userId);
  const plan = await planOf(tx, loan);
  const today = tehranDay(at);
  await accrueLateFees(tx, loan, termsOf(plan), today);
  return { loan, quote: quoteOn(await ledgerOf(tx, loan.id), loan, plan, today, target) };
}

/** GET /user/loans/{id}/quote: what paying `target` costs now. */
export async function quoteLoanPayment(userId: number, loanId: number, target: LoanPayTarget): Promise<LoanQuote> {
  return getDb().transaction(async (tx) => (await lockedQuote(tx, userId, loanId, target, now())).quote);
}
