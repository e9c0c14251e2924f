import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { adminOrderMessages, type OperatorTarget, type RefundTarget } from '@/lib/contracts/admin/orders';
import { orderMessages as msg } from '@/lib/contracts/orders';
import { formatToman } from '@/lib/format/money';
import { orderEvents, orderLines, orders, products, productVariants, type OrderStatus } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { Tx } from '../../db/client';
import { stockChanged, type StockChange } from '../catalog/stock-changes';
import { activateFacilityOrder } from '../facility/loan-activation';
import { cancelLoan } from '../loans/cancel-loan';
import { confirmCreditDelivery, refundBankPayment, reverseCreditPurchase } from '../payment/credit-after-sale';
import { creditWallet } from '../wallet/ledger';
import { notifyOrderState, notifyPartialRefund, refundNews } from './order-notifications';

export type OrderRow = typeof orders.$inferSelect;
export type Actor = 'customer' | 'operator' | 'system';

/** The order locked for the rest of the transaction; another user's order is not found. */
export async function lockOrder(tx: Tx, orderId: number, userId?: number): Promise<OrderRow> {
  const where = userId === undefined ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.userId, userId));
  const [row] = await tx.select().from(orders).where(where).for('update');
  if (!row) throw new NotFoundError(msg.orderNotFound);
  return row;
}

export async function recordEvent(tx: Tx, orderId: number, status: OrderStatus, actor: Actor, at: Date, note: string | null = null) {
  await tx.insert(orderEvents).values({ orderId, status, actor, note, createdAt: at });
}

/** `news` replaces the buyer's notification text of the state (a refund that went back to the card says so). */
export async function setStatus(tx: Tx, order: OrderRow, status: OrderStatus, actor: Actor, at: Date, note: string | null = null, news?: string) {
  await tx
    .update(orders)
    .set({ status, updatedAt: at, ...(status === 'paid' ? { paidAt: at } : {}) })
    .where(eq(orders.id, order.id));
  await recordEvent(tx, order.id, status, actor, at, note);
  if (status === 'paid') await activateFacilityOrder(tx, order, at);
  // A buyer cancelling their own order knows already; everything else they hear about.
  if (actor !== 'customer' || status === 'paid') await notifyOrderState(tx, order.userId, order.id, status, order.trackingCode, news);
}

/** Takes each line's units out of stock; a line that no longer fits fails the whole order. */
export async function reserveStock(tx: Tx, orderId: number): Promise<void> {
  const lines = await tx.select({ variantId: orderLines.variantId, qty: orderLines.qty, title: orderLines.title }).from(orderLines).where(eq(orderLines.orderId, orderId));
  const changes: StockChange[] = [];
  for (const line of lines) {
    const [taken] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${line.qty}` })
      .where(and(eq(productVariants.id, line.variantId), sql`${productVariants.stock} >= ${line.qty}`))
      .returning({ productId: productVariants.productId, stock: productVariants.stock });
    if (!taken) throw new ConflictError(msg.outOfStock(line.title));
    changes.push(await stockChange(tx, taken.productId, taken.stock === 0));
  }
  stockChanged(tx, changes);
}

export async function restoreStock(tx: Tx, orderId: number): Promise<void> {
  const lines = await tx.select({ variantId: orderLines.variantId, qty: orderLines.qty }).from(orderLines).where(eq(orderLines.orderId, orderId));
  const changes: StockChange[] = [];
  for (const line of lines) {
    const [back] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.qty}` })
      .where(eq(productVariants.id, line.variantId))
      .returning({ productId: productVariants.productId, stock: productVariants.stock });
    if (back) changes.push(await stockChange(tx, back.productId, back.stock === line.qty));
  }
  stockChanged(tx, changes);
}

async function stockChange(tx: Tx, productId: number, availabilityChanged: boolean): Promise<StockChange> {
  const [product] = await tx.select({ slug: products.slug }).from(products).where(eq(products.id, productId));
  return { productId, slug: product?.slug ?? '', availabilityChanged };
}

/** An unpaid order ends: its units go back on sale and the wallet share taken at ordering time goes back. */
export async function cancelUnpaid(tx: Tx, order: OrderRow, actor: Actor, at: Date, note: string | null): Promise<void> {
  if (order.status !== 'awaiting_payment') throw new ConflictError(msg.cannotCancel);
  await restoreStock(tx, order.id);
  if (order.walletAmount > 0) await creditWallet(tx, { userId: order.userId, amount: order.walletAmount, kind: 'refund', reference: `order:${order.id}` });
  await setStatus(tx, order, 'cancelled', actor, at, note);
}

/**
 * A paid order is refunded in full; units not yet shipped go back on sale. A credit purchase still within its
 * provider's reversal window is reversed there. Otherwise, unless the operator chose the wallet, what is left goes back
 * to the card the order was paid with as far as its bank takes it back; everything else goes to the wallet. A
 * facility order's loan is cancelled, and what was paid on it goes back to the wallet too.
 */
export async function refundPaid(tx: Tx, order: OrderRow, at: Date, note: string | null, refundTo: RefundTarget = 'card'): Promise<void> {
  await restoreStock(tx, order.id);
  // What partial refunds gave back already is not given again; a credit purchase never had one (partialRefund refuses it).
  const left = order.payable - order.refundedAmount;
  const reversed = await reverseCreditPurchase(tx, order.id, at);
  const toCard = reversed > 0 || refundTo === 'wallet' ? 0 : await refundBankPayment(tx, order.id, left);
  const toWallet = left - reversed - toCard;
  if (toWallet > 0) await creditWallet(tx, { userId: order.userId, amount: toWallet, kind: 'refund', reference: `order:${order.id}` });
  if (order.loanRequestId !== null) await cancelLoan(tx, order.loanRequestId, at);
  await tx.update(orders).set({ refundedAmount: order.payable }).where(eq(orders.id, order.id));
  await setStatus(tx, order, 'refunded', 'operator', at, note, toCard > 0 ? refundNews(order.id, { toCard, toWallet }) : undefined);
}

/** What an operator may do from each state. */
const OPERATOR_MOVES: Partial<Record<OrderStatus, readonly OperatorTarget[]>> = {
  awaiting_payment: ['paid', 'cancelled'],
  paid: ['processing', 'refunded'],
  processing: ['shipped', 'refunded'],
  shipped: ['delivered'],
};

/** The moves the console offers for this order now. */
export function operatorMoves(order: Pick<OrderRow, 'status' | 'paymentMethod'>): OperatorTarget[] {
  // Only the branch takes money by hand: an online order is paid by its bank's callback, never by an operator.
  return (OPERATOR_MOVES[order.status] ?? []).filter((to) => to !== 'paid' || order.paymentMethod === 'in_person');
}

export async function operatorMove(
  tx: Tx,
  order: OrderRow,
  to: OperatorTarget,
  at: Date,
  note: string | null,
  trackingCode: string | null = null,
  refundTo: RefundTarget = 'card',
): Promise<void> {
  if (!operatorMoves(order).includes(to)) throw new ConflictError(msg.badTransition);
  if (to === 'cancelled') return cancelUnpaid(tx, order, 'operator', at, note);
  if (to === 'refunded') return refundPaid(tx, order, at, note, refundTo);
  if (to === 'shipped') {
    // A parcel handed to a carrier can be followed; a pickup order "ships" to its branch and has no code.
    if (order.shippingMethod !== 'pickup' && !trackingCode) throw new ValidationError(adminOrderMessages.trackingRequired, { trackingCode: adminOrderMessages.trackingRequired });
    if (trackingCode) {
      await tx.update(orders).set({ trackingCode }).where(eq(orders.id, order.id));
      order = { ...order, trackingCode };
    }
    await confirmCreditDelivery(tx, order.id);
  }
  await setStatus(tx, order, to, 'operator', at, note);
}

/** Toman a partial refund may still give back: what was paid less what went back already; none for credit or loan orders. */
export function partialRefundable(order: Pick<OrderRow, 'status' | 'payable' | 'refundedAmount' | 'loanRequestId' | 'paymentMethod'>, creditPurchase: boolean): number {
  if (!PARTIAL_REFUND_STATES.includes(order.status) || order.loanRequestId !== null || creditPurchase) return 0;
  return order.payable - order.refundedAmount;
}

const PARTIAL_REFUND_STATES: readonly OrderStatus[] = ['paid', 'processing', 'shipped', 'delivered'];

/**
 * Part of a paid order goes back to the buyer (a returned accessory, a price agreed down): to the card the order was
 * paid with as far as its bank takes it back, unless the operator chose the wallet, and the rest to the wallet. The
 * order keeps its state; the sum of refunds never passes what was paid. A credit purchase or a facility order is
 * refunded whole (its provider or loan cannot take part of it back), so it is refused here.
 */
export async function partialRefund(
  tx: Tx,
  order: OrderRow,
  { amount, reason, refundTo }: { amount: number; reason: string; refundTo: RefundTarget },
  creditPurchase: boolean,
): Promise<{ refunded: number; toCard: number; toWallet: number }> {
  if (order.status === 'refunded') throw new ConflictError(adminOrderMessages.refundedAlready);
  if (!PARTIAL_REFUND_STATES.includes(order.status)) throw new ConflictError(adminOrderMessages.refundState);
  if (order.loanRequestId !== null || creditPurchase) throw new ConflictError(adminOrderMessages.partialCredit);
  const left = order.payable - order.refundedAmount;
  if (left <= 0) throw new ConflictError(adminOrderMessages.refundedAlready);
  if (amount > left) throw new ConflictError(adminOrderMessages.refundTooMuch(formatToman(left)));
  const refunded = order.refundedAmount + amount;
  const toCard = refundTo === 'card' ? await refundBankPayment(tx, order.id, amount) : 0;
  const toWallet = amount - toCard;
  // The n-th refund of the order has its own reference, so the ledger's unique index still refuses a replay of it.
  if (toWallet > 0) {
    await creditWallet(tx, {
      userId: order.userId,
      amount: toWallet,
      kind: 'refund',
      reference: `order:${order.id}:part:${refunded}`,
      description: `بازگشت بخشی از وجه سفارش ${order.id}`,
    });
  }
  await tx.update(orders).set({ refundedAmount: refunded }).where(eq(orders.id, order.id));
  await notifyPartialRefund(tx, order.userId, order.id, { toCard, toWallet }, reason);
  return { refunded, toCard, toWallet };
}
