import 'server-only';
import { and, eq } from 'drizzle-orm';
import { paymentMessages, type FailureReason, type PaymentView } from '@/lib/contracts/payment';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { getDb } from '../../db/client';
import { payments } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { isCreditGateway } from '../../providers/payment/gateways';
import { walletBalance } from '../wallet/ledger';

function messageOf(row: typeof payments.$inferSelect): string {
  switch (row.status) {
    case 'paid':
      return paymentMessages.paid;
    case 'pending':
      return paymentMessages.pending;
    case 'refunded':
      return paymentMessages.refunded;
    case 'reversed':
      return isCreditGateway(row.gateway) ? paymentMessages.reversed : paymentMessages.refundedToCard;
    case 'failed':
      return paymentMessages.failure[(row.failureReason ?? 'not_paid') as FailureReason] ?? paymentMessages.failure.not_paid;
  }
}

/** The payer's own payment for the result page; anyone else's answers 404 like a missing one. */
export async function paymentView(userId: number, paymentId: number): Promise<PaymentView> {
  const db = getDb();
  const [row] = await db.select().from(payments).where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  if (!row) throw new NotFoundError('پرداخت یافت نشد');
  const showsWallet = row.purpose === 'wallet_charge' || row.purpose === 'wallet_charge_for_order' || row.status === 'refunded';
  return {
    id: row.id,
    purpose: row.purpose,
    referenceId: row.referenceId,
    amount: row.amount,
    gateway: row.gateway,
    status: row.status,
    refId: row.refId,
    cardPan: row.cardPan,
    message: messageOf(row),
    date: formatJalaliDateTime(row.settledAt ?? row.createdAt),
    wallet: showsWallet ? await walletBalance(userId, db) : null,
  };
}
