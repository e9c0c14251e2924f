import 'server-only';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { CREDIT_GATEWAY_IDS, payments } from '../../db/schema';
import { UpstreamError } from '../../errors';
import { creditTerms, gatewayOption, paymentGateway } from '../../providers/payment/gateways';
import { TOMAN_TO_RIAL, type AfterSaleInput } from '../../providers/payment/payment-gateway';
import type { Tx } from '../../db/client';
import { logEvent } from './payment-events';
import { orderItems } from './order-items';
import { logger } from '../../log/logger';

const DAY_MS = 86_400_000;
type Payment = typeof payments.$inferSelect & { gateway: (typeof CREDIT_GATEWAY_IDS)[number] };

/** The order's settled credit purchase (its gateway share lent by Digipay or Keepa), locked; none for other orders. */
async function creditPurchaseOf(tx: Tx, orderId: number): Promise<Payment | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.purpose, 'order'), eq(payments.referenceId, orderId), eq(payments.status, 'paid'), inArray(payments.gateway, [...CREDIT_GATEWAY_IDS])))
    .for('update');
  return row as Payment | undefined;
}

/** Whether the order's gateway share is a settled credit purchase (such an order is only ever refunded whole). */
export async function hasCreditPurchase(db: Pick<Tx, 'select'>, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.purpose, 'order'), eq(payments.referenceId, orderId), eq(payments.status, 'paid'), inArray(payments.gateway, [...CREDIT_GATEWAY_IDS])))
    .limit(1);
  return row !== undefined;
}

async function afterSaleInput(tx: Tx, payment: Payment, orderId: number): Promise<AfterSaleInput> {
  return {
    authority: payment.authority ?? '',
    refId: payment.refId ?? '',
    amountRial: payment.amount * TOMAN_TO_RIAL,
    orderId: String(orderId),
    items: await orderItems(tx, orderId),
  };
}

/**
 * The order has shipped: a credit provider settles with the shop only once told the goods left. A refusal is
 * recorded (kind deliver_failed) but does not hold the shipment back: the parcel is on its way either way.
 */
export async function confirmCreditDelivery(tx: Tx, orderId: number): Promise<void> {
  const payment = await creditPurchaseOf(tx, orderId);
  if (!payment) return;
  const result = await paymentGateway(payment.gateway).credit!.deliver(tx, await afterSaleInput(tx, payment, orderId));
  await logEvent(tx, payment.gateway, result.ok ? 'delivered' : 'deliver_failed', payment.id, result.ok ? { reference: result.reference } : { detail: result.detail });
}

/**
 * A refund of a paid order: within the provider's reversal window the credit purchase is reversed (the buyer owes
 * the provider nothing and gets nothing in the wallet for that share); answers the toman it took back, 0 when there
 * is no credit purchase or the window has closed (the caller then refunds to the wallet). A provider that cannot
 * be reached stops the refund (503), rather than pay the buyer out for a loan that still runs.
 */
export async function reverseCreditPurchase(tx: Tx, orderId: number, at: Date): Promise<number> {
  const payment = await creditPurchaseOf(tx, orderId);
  if (!payment) return 0;
  const { reversalDays } = creditTerms(payment.gateway);
  const paidAt = (payment.settledAt ?? payment.createdAt).getTime();
  if (at.getTime() - paidAt > reversalDays * DAY_MS) {
    await logEvent(tx, payment.gateway, 'reversal_window_closed', payment.id, { reversalDays });
    return 0;
  }
  const result = await paymentGateway(payment.gateway).credit!.reverse(tx, await afterSaleInput(tx, payment, orderId));
  if (!result.ok) {
    logger().warn({ gateway: payment.gateway, paymentId: payment.id, detail: result.detail }, 'the credit provider refused the reversal');
    throw new UpstreamError(`برگشت خرید اعتباری ${gatewayOption(payment.gateway).title} انجام نشد؛ کمی بعد دوباره تلاش کنید`);
  }
  await tx.update(payments).set({ status: 'reversed' }).where(eq(payments.id, payment.id));
  await logEvent(tx, payment.gateway, 'reversed', payment.id, { reference: result.reference });
  return payment.amount;
}

/** The order's settled bank payment: paid through a gateway that is not a credit provider. */
const bankPaymentOf = (orderId: number) =>
  and(eq(payments.purpose, 'order'), eq(payments.referenceId, orderId), eq(payments.status, 'paid'), notInArray(payments.gateway, [...CREDIT_GATEWAY_IDS]));

/**
 * The order's refunds to the card, for the console: `refundable`, the toman of its bank payment that may still go back
 * to the card (0 without one, or when its gateway gives no refunds); `refunded`, the toman that went back there.
 */
export async function cardRefunds(db: Pick<Tx, 'select'>, orderId: number): Promise<{ refundable: number; refunded: number }> {
  const rows = await db
    .select({ gateway: payments.gateway, status: payments.status, authority: payments.authority, amount: payments.amount, refundedAmount: payments.refundedAmount })
    .from(payments)
    .where(and(eq(payments.purpose, 'order'), eq(payments.referenceId, orderId), notInArray(payments.gateway, [...CREDIT_GATEWAY_IDS])));
  const open = rows.find((p) => p.status === 'paid' && p.authority && paymentGateway(p.gateway).refund);
  return { refundable: open ? open.amount - open.refundedAmount : 0, refunded: rows.reduce((sum, p) => sum + p.refundedAmount, 0) };
}

/**
 * Up to `upTo` toman of the order's settled bank payment (not a credit provider's) back to the card it came from,
 * when its gateway gives refunds, and never more than the payment less what went back to the card already. Answers
 * the toman the bank took back; 0 when nothing went back there (no bank payment, no refunds at its gateway, nothing
 * left on it, or the bank refused, which is logged), and the caller pays the rest to the wallet. A payment given
 * back whole becomes 'reversed', so no later refund finds it.
 */
export async function refundBankPayment(tx: Tx, orderId: number, upTo: number): Promise<number> {
  const [payment] = await tx.select().from(payments).where(bankPaymentOf(orderId)).for('update');
  if (!payment?.authority) return 0;
  const amount = Math.min(upTo, payment.amount - payment.refundedAmount);
  const gateway = paymentGateway(payment.gateway);
  if (amount <= 0 || !gateway.refund) return 0;
  const result = await gateway.refund(tx, {
    authority: payment.authority,
    refId: payment.refId ?? '',
    amountRial: payment.amount * TOMAN_TO_RIAL,
    refundRial: amount * TOMAN_TO_RIAL,
    orderId: String(orderId),
    items: await orderItems(tx, orderId),
  });
  if (!result.ok) {
    logger().warn({ gateway: payment.gateway, paymentId: payment.id, amount, detail: result.detail }, 'the bank refused the refund; it goes to the wallet');
    await logEvent(tx, payment.gateway, 'gateway_refund_failed', payment.id, { amount, detail: result.detail });
    return 0;
  }
  const refunded = payment.refundedAmount + amount;
  await tx
    .update(payments)
    .set({ refundedAmount: refunded, ...(refunded === payment.amount ? { status: 'reversed' as const } : {}) })
    .where(eq(payments.id, payment.id));
  await logEvent(tx, payment.gateway, 'refunded_at_gateway', payment.id, { amount, reference: result.reference });
  return amount;
}
