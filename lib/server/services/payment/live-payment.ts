import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { now } from '../../clock';
import { payments } from '../../db/schema';
import { paymentGateway } from '../../providers/payment/gateways';
import type { GatewayId } from '../../providers/payment/payment-gateway';
import type { Tx } from '../../db/client';
import { logEvent } from './payment-events';
import type { PaymentPurpose } from './payment-purposes';

/** The purposes that pay an order: one bank payment of an order may be open at a time, whoever started it. */
const ORDER_PURPOSES: PaymentPurpose[] = ['order', 'facility_prepayment'];

/** How long a bank's payment page stays usable (Zarinpal's authority lives 15 minutes). */
const LIVE_MS = 15 * 60_000;

type Start = { purpose: PaymentPurpose; referenceId: number; amount: number; gateway: GatewayId; resultPath?: string };
type Row = typeof payments.$inferSelect;

const sameAttempt = (row: Row, input: Start, at: Date) =>
  row.purpose === input.purpose &&
  row.gateway === input.gateway &&
  row.amount === input.amount &&
  row.resultPath === (input.resultPath ?? '/payment/response') &&
  row.redirectUrl !== null &&
  at.getTime() - row.createdAt.getTime() < LIVE_MS;

/** Closes an open payment at its bank (where the bank can be told) and marks it replaced; a late payment there is refunded. */
async function supersede(tx: Tx, row: Row, at: Date): Promise<void> {
  if (row.authority) await paymentGateway(row.gateway).cancel?.(tx, row.authority);
  await tx
    .update(payments)
    .set({ status: 'failed', failureReason: 'superseded', settledAt: at })
    .where(and(eq(payments.id, row.id), eq(payments.status, 'pending')));
  await logEvent(tx, row.gateway, 'superseded', row.id, {});
}

/**
 * One live gateway payment per order (and so per pay link): called by startPayment under the order's row lock.
 * The same payer asking again for the same bank and amount within the page's life is sent to the page already
 * open (ten parallel starts open one bank payment); anything else closes the open one first.
 */
export async function reuseOrReplaceLivePayment(tx: Tx, input: Start): Promise<{ paymentId: number; redirectUrl: string } | undefined> {
  if (!ORDER_PURPOSES.includes(input.purpose)) return undefined;
  const at = now();
  const open = await tx
    .select()
    .from(payments)
    .where(and(inArray(payments.purpose, ORDER_PURPOSES), eq(payments.referenceId, input.referenceId), eq(payments.status, 'pending')))
    .for('update');
  const reusable = open.find((row) => sameAttempt(row, input, at));
  for (const row of open) if (row !== reusable) await supersede(tx, row, at);
  return reusable ? { paymentId: reusable.id, redirectUrl: reusable.redirectUrl! } : undefined;
}
