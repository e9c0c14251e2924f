import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { FailureReason } from '@/lib/contracts/payment';
import { now } from '../../clock';
import { getDb } from '../../db/client';
import { payments } from '../../db/schema';
import { paymentGateway } from '../../providers/payment/gateways';
import { TOMAN_TO_RIAL, type GatewayId } from '../../providers/payment/payment-gateway';
import type { Tx } from '../auth/otp';
import { creditWallet } from '../wallet/ledger';
import { logEvent } from './payment-events';
import { isPaymentPurpose, settleHandlers, type PaymentRecord } from './settle-handlers';


async function fail(tx: Tx, payment: PaymentRecord, reason: FailureReason) {
  const [failed] = await tx
    .update(payments)
    .set({ status: 'failed', failureReason: reason, settledAt: now() })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
    .returning();
  if (failed) await settleHandlers[payment.purpose].failed?.(tx, { ...failed, purpose: payment.purpose });
}

/**
 * The bank's return (GET or POST /api/payment/callback/{gateway}). In one transaction, under the payment's row
 * lock: find the payment by the gateway's authority, ask the gateway itself whether that amount was paid (the
 * query's Status is only a hint), move it from pending once, and settle its purpose. A replayed or concurrent
 * callback finds the payment no longer pending and changes nothing; anything refused is kept in payment_events.
 * Answers the payment's id and its result page when the authority named one, whatever happened.
 */
export async function handleCallback(gateway: GatewayId, fields: Record<string, string>): Promise<{ paymentId: number; resultPath: string } | undefined> {
  const id = await settle(gateway, fields);
  if (id === undefined) return undefined;
  const [row] = await getDb().select({ resultPath: payments.resultPath }).from(payments).where(eq(payments.id, id));
  return { paymentId: id, resultPath: row!.resultPath };
}

async function settle(gateway: GatewayId, fields: Record<string, string>): Promise<number | undefined> {
  const provider = paymentGateway(gateway);
  const query = provider.parseCallback?.(fields) ?? { authority: fields.Authority, status: fields.Status === 'OK' ? ('OK' as const) : ('NOK' as const) };
  return getDb().transaction(async (tx) => {
    const authority = query.authority?.slice(0, 200);
    const [row] = authority
      ? await tx.select().from(payments).where(and(eq(payments.gateway, gateway), eq(payments.authority, authority))).for('update')
      : [];
    if (!row || !isPaymentPurpose(row.purpose)) {
      await logEvent(tx, gateway, 'unknown_authority', null, { authority: authority ?? null, status: query.status ?? null });
      return undefined;
    }
    const payment: PaymentRecord = { ...row, purpose: row.purpose };
    if (payment.status !== 'pending') {
      await logEvent(tx, gateway, 'replay', payment.id, { status: payment.status, query: query.status ?? null });
      return payment.id;
    }

    const verdict = await provider.verify(tx, { authority: authority!, amountRial: payment.amount * TOMAN_TO_RIAL, reference: query.reference?.slice(0, 200) });
    if (!verdict.paid) {
      if (verdict.reason === 'gateway_error') {
        // The bank may have taken the money: stay pending, so a later callback (or an operator) can still verify it.
        await logEvent(tx, gateway, 'verify_error', payment.id, { detail: verdict.detail });
        return payment.id;
      }
      const cancelled = verdict.reason === 'not_paid' && query.status !== 'OK';
      // A cancel (or a credit provider's refusal) is ordinary; a callback claiming OK that the bank denies, or a different amount, is suspicious.
      if (!cancelled) await logEvent(tx, gateway, verdict.reason, payment.id, { detail: verdict.detail, query: query.status ?? null });
      await fail(tx, payment, cancelled ? (query.status === 'DECLINED' ? 'declined' : 'cancelled') : verdict.reason);
      return payment.id;
    }

    const [paid] = await tx
      .update(payments)
      .set({ status: 'paid', refId: verdict.refId, cardPan: verdict.cardPan, settledAt: now() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning();
    if (!paid) return payment.id;
    const record: PaymentRecord = { ...paid, purpose: payment.purpose };
    try {
      await tx.transaction((sp) => settleHandlers[record.purpose].paid(sp, record));
    } catch (err) {
      // The bank has the money but the purpose cannot take it (an order no longer available): give it back in the wallet.
      await logEvent(tx, gateway, 'settle_failed', record.id, { error: err instanceof Error ? err.message : String(err) });
      await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.id, record.id));
      await creditWallet(tx, { userId: record.userId, amount: record.amount, kind: 'refund', reference: `payment:${record.id}` });
    }
    return record.id;
  });
}
