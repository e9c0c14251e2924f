import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { toPersianDigits } from '@/lib/format/digits';
import { formatTomanWithUnit } from '@/lib/format/money';
import type { Tx } from '../../db/client';
import { loanPayments, loanRequests } from '../../db/schema';
import { notifyUser } from '../account/notifications';
import { creditWallet } from '../wallet/ledger';
import { lockLoan } from './loan-ledger';

/**
 * The loan's facility order was refunded (docs/instalments.md "Refunds"): the loan is cancelled, which stops its
 * reminders and fees, and everything paid on it, instalments and late fees alike, goes back to the wallet in one
 * entry (the order's refund returns the prepayment). A bank payment still pending finds the loan closed when it
 * settles and is returned to the wallet like any payment that can no longer be applied. Answers the amount returned.
 */
export async function cancelLoan(tx: Tx, loanId: number, at: Date): Promise<number> {
  const loan = await lockLoan(tx, loanId);
  if (loan.state === 'cancelled') return 0;
  const [row] = await tx
    .select({ paid: sql<string>`coalesce(sum(${loanPayments.amount} - ${loanPayments.excess}), 0)` })
    .from(loanPayments)
    .where(and(eq(loanPayments.requestId, loanId), eq(loanPayments.status, 'paid')));
  const paidBack = Number(row?.paid ?? 0);
  await tx.update(loanRequests).set({ state: 'cancelled', closedAt: at, updatedAt: at }).where(eq(loanRequests.id, loanId));
  if (paidBack > 0) await creditWallet(tx, { userId: loan.userId, amount: paidBack, kind: 'refund', reference: `loan:${loanId}:cancelled`, description: 'بازگشت اقساط پرداخت‌شده وام لغوشده' });
  await notifyUser(tx, {
    userId: loan.userId,
    kind: 'loan',
    title: 'وام شما لغو شد',
    body:
      `سفارش وام شماره ${toPersianDigits(loanId)} مرجوع شد و وام لغو شد` +
      (paidBack > 0 ? `؛ ${formatTomanWithUnit(paidBack)} اقساط پرداخت‌شده به کیف پول شما بازگشت.` : '.'),
  });
  return paidBack;
}
