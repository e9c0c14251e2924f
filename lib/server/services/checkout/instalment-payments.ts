import 'server-only';
import { eq } from 'drizzle-orm';
import { loanMessages as msg } from '@/lib/contracts/loan-messages';
import type { LoanPayAnswer, LoanPayBody } from '@/lib/contracts/loans';
import { now } from '../../clock';
import { getDb } from '../../db/client';
import type { Tx } from '../../db/client';
import { loanPayments } from '../../db/schema';
import { ConflictError, ValidationError } from '../../errors';
import { applyLoanPayment } from '../loans/apply-payment';
import { lockLoan } from '../loans/loan-ledger';
import { lockedQuote } from '../loans/loan-quote';
import type { PaymentRecord } from '../payment/payment-purposes';
import { chosenGateway, startPayment } from '../payment/payments';
import { creditWallet, debitWallet } from '../wallet/ledger';
import { walletAndGatewayShares } from './payment-split';

/**
 * The customer pays toward their loan (POST /user/loans/{id}/pay), under the loan's row lock: the figure is worked
 * out again on the server (fees up to today) and must be the one the customer was shown (`expected`). The wallet
 * share is taken now; with nothing left for the bank the payment is applied at once, otherwise the bank is asked
 * for the rest (purpose 'instalment') and the payment is applied when it settles. Two payments of the same
 * instalment never both count: the second finds it paid (409), or, from the bank, is returned to the wallet.
 */
export async function payLoan(userId: number, loanId: number, body: LoanPayBody): Promise<LoanPayAnswer> {
  const at = now();
  return getDb().transaction(async (tx) => {
    const { loan, quote } = await lockedQuote(tx, userId, loanId, body, at);
    if (body.expected !== undefined && body.expected !== quote.payable) throw new ConflictError(msg.changed);
    const { walletAmount, gatewayAmount } = await walletAndGatewayShares(tx, userId, body.paymentMethod, quote.payable, { short: msg.walletShort, empty: msg.walletEmpty });
    if (gatewayAmount > 0 && !body.gateway) throw new ValidationError(msg.gateway, { gateway: msg.gateway });
    const gateway = gatewayAmount > 0 ? await chosenGateway(tx, body.gateway!) : null;
    const [row] = await tx
      .insert(loanPayments)
      .values({
        requestId: loan.id,
        userId,
        mode: body.mode,
        throughNumber: body.mode === 'instalments' ? body.throughNumber : null,
        amount: quote.payable,
        walletAmount,
        gatewayAmount,
        createdAt: at,
      })
      .returning();
    if (walletAmount > 0) await debitWallet(tx, { userId, amount: walletAmount, kind: 'payment', reference: `loan-payment:${row!.id}`, description: 'پرداخت قسط از کیف پول' });
    if (!gateway) {
      await applyLoanPayment(tx, loan, row!, at);
      return { loanPaymentId: row!.id, status: 'paid', paymentId: null, redirectUrl: null };
    }
    const started = await startPayment(tx, { userId, purpose: 'instalment', referenceId: loan.id, amount: gatewayAmount, gateway });
    await tx.update(loanPayments).set({ paymentId: started.paymentId }).where(eq(loanPayments.id, row!.id));
    return { loanPaymentId: row!.id, status: 'awaiting_payment', ...started };
  });
}

async function lockedLoanPayment(tx: Tx, paymentId: number) {
  const [row] = await tx.select().from(loanPayments).where(eq(loanPayments.paymentId, paymentId)).for('update');
  return row;
}

/** The bank settled an instalment payment's gateway share: apply the whole payment (or throw, and it is returned). */
export async function settleInstalmentPaid(tx: Tx, payment: PaymentRecord): Promise<void> {
  const row = await lockedLoanPayment(tx, payment.id);
  if (!row || row.status !== 'pending') throw new ConflictError(msg.paymentNotFound);
  await applyLoanPayment(tx, await lockLoan(tx, row.requestId), row, now());
}

/** The bank did not pay, or its money was returned: the payment ends and its wallet share goes back. */
export async function instalmentPaymentFailed(tx: Tx, payment: PaymentRecord): Promise<void> {
  const row = await lockedLoanPayment(tx, payment.id);
  if (!row || row.status !== 'pending') return;
  await tx.update(loanPayments).set({ status: payment.status === 'refunded' ? 'refunded' : 'failed' }).where(eq(loanPayments.id, row.id));
  if (row.walletAmount > 0) await creditWallet(tx, { userId: row.userId, amount: row.walletAmount, kind: 'refund', reference: `loan-payment:${row.id}`, description: 'بازگشت سهم کیف پول از پرداخت ناموفق قسط' });
}
