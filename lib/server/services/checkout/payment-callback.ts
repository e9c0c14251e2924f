import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { payments } from '../../db/schema';
import { paymentGateway } from '../../providers/payment/gateways';
import type { GatewayId } from '../../providers/payment/payment-gateway';
import { logEvent } from '../payment/payment-events';
import { isPaymentPurpose } from '../payment/payment-purposes';
import { isSuperseded, verifyPending } from './settle-payment';

/**
 * The bank's return (GET or POST /api/payment/callback/{gateway}). In one transaction, under the payment's row
 * lock: find the payment by the gateway's authority and verify it (settle-payment.ts). A replayed or concurrent
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
    if (row.status !== 'pending' && !isSuperseded(row)) {
      await logEvent(tx, gateway, 'replay', row.id, { status: row.status, query: query.status ?? null });
      return row.id;
    }
    await verifyPending(tx, { ...row, purpose: row.purpose }, { status: query.status, reference: query.reference });
    return row.id;
  });
}
