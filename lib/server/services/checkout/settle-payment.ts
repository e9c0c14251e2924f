import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { FailureReason } from '@/lib/contracts/payment';
import { now } from '../../clock';
import { payments } from '../../db/schema';
import { paymentGateway } from '../../providers/payment/gateways';
import { TOMAN_TO_RIAL } from '../../providers/payment/payment-gateway';
import type { Tx } from '../../db/client';
import { logEvent } from '../payment/payment-events';
import type { PaymentRecord } from '../payment/payment-purposes';
import { returnUnusablePayment } from '../payment/late-payment';
import { settleHandlers } from './settle-handlers';

/** What the bank's return said (only a hint: the gateway's verify decides); none when the re-verify job asks. */
export type CallbackHint = { status?: string; reference?: string };

/** How a verification ended: the payment's new state, or still pending when the gateway could not be asked. */
export type VerifyOutcome = 'paid' | 'refunded' | 'reversed' | 'failed' | 'unreachable';

/** A payment replaced by a newer one for the same order may still be paid on its old bank page (docs/security.md). */
export const isSuperseded = (payment: Pick<PaymentRecord, 'status' | 'failureReason'>) =>
  payment.status === 'failed' && payment.failureReason === 'superseded';

function cancelReason(hint: CallbackHint): FailureReason {
  if (hint.status === undefined) return 'abandoned';
  return hint.status === 'DECLINED' ? 'declined' : 'cancelled';
}

async function fail(tx: Tx, payment: PaymentRecord, reason: FailureReason) {
  const [failed] = await tx
    .update(payments)
    .set({ status: 'failed', failureReason: reason, settledAt: now() })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
    .returning();
  if (failed) await settleHandlers[payment.purpose].failed?.(tx, { ...failed, purpose: payment.purpose });
}

/**
 * Asks the gateway whether a pending (or superseded) payment, locked by the caller, was paid, and moves it on once:
 * the bank's return and the re-verify job (reverify-payments.ts) both come here. Paid: its purpose is settled in a
 * savepoint; if that throws (an order paid already or that can no longer be filled), its writes are undone, the
 * money goes back (through the gateway where it can, else to the wallet; late-payment.ts) and the purpose hears it
 * failed. A gateway that cannot be reached leaves the payment pending: the bank may hold the money.
 */
export async function verifyPending(tx: Tx, payment: PaymentRecord, hint: CallbackHint): Promise<VerifyOutcome> {
  const verdict = await paymentGateway(payment.gateway).verify(tx, {
    authority: payment.authority ?? '',
    amountRial: payment.amount * TOMAN_TO_RIAL,
    reference: hint.reference?.slice(0, 200),
  });
  if (!verdict.paid) {
    if (verdict.reason === 'gateway_error') {
      await logEvent(tx, payment.gateway, 'verify_error', payment.id, { detail: verdict.detail });
      return 'unreachable';
    }
    const cancelled = verdict.reason === 'not_paid' && hint.status !== 'OK';
    // A cancel (or a credit provider's refusal) is ordinary; a callback claiming OK that the bank denies, or a different amount, is suspicious.
    if (!cancelled) await logEvent(tx, payment.gateway, verdict.reason, payment.id, { detail: verdict.detail, query: hint.status ?? null });
    if (!isSuperseded(payment)) await fail(tx, payment, cancelled ? cancelReason(hint) : verdict.reason);
    return 'failed';
  }

  const [paid] = await tx
    .update(payments)
    .set({ status: 'paid', refId: verdict.refId, cardPan: verdict.cardPan, failureReason: null, settledAt: now() })
    .where(and(eq(payments.id, payment.id), eq(payments.status, payment.status)))
    .returning();
  if (!paid) return 'paid';
  const record: PaymentRecord = { ...paid, purpose: payment.purpose };
  try {
    await tx.transaction((sp) => settleHandlers[record.purpose].paid(sp, record));
    return 'paid';
  } catch (err) {
    await logEvent(tx, payment.gateway, 'settle_failed', record.id, { error: err instanceof Error ? err.message : String(err) });
    const status = await returnUnusablePayment(tx, record);
    await settleHandlers[record.purpose].failed?.(tx, { ...record, status });
    return status;
  }
}
