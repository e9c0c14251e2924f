import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { orderMessages as msg } from '@/lib/contracts/orders';
import { orderEvents, orderLines, orders, products, productVariants, type OrderStatus } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import type { Tx } from '../../db/client';
import { stockChanged, type StockChange } from '../catalog/stock-changes';
import { activateFacilityOrder } from '../facility/loan-activation';
import { cancelLoan } from '../loans/cancel-loan';
import { confirmCreditDelivery, reverseCreditPurchase } from '../payment/credit-after-sale';
import { creditWallet } from '../wallet/ledger';
import { notifyOrderState } from './order-notifications';

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

export async function setStatus(tx: Tx, order: OrderRow, status: OrderStatus, actor: Actor, at: Date, note: string | null = null) {
  await tx
    .update(orders)
    .set({ status, updatedAt: at, ...(status === 'paid' ? { paidAt: at } : {}) })
    .where(eq(orders.id, order.id));
  await recordEvent(tx, order.id, status, actor, at, note);
  if (status === 'paid') await activateFacilityOrder(tx, order, at);
  // A buyer cancelling their own order knows already; everything else they hear about.
  if (actor !== 'customer' || status === 'paid') await notifyOrderState(tx, order.userId, order.id, status);
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
 * provider's reversal window is reversed there; everything else goes to the wallet. A facility order's loan is
 * cancelled, and what was paid on it goes back to the wallet too.
 */
export async function refundPaid(tx: Tx, order: OrderRow, at: Date, note: string | null): Promise<void> {
  await restoreStock(tx, order.id);
  const toWallet = order.payable - (await reverseCreditPurchase(tx, order.id, at));
  if (toWallet > 0) await creditWallet(tx, { userId: order.userId, amount: toWallet, kind: 'refund', reference: `order:${order.id}` });
  if (order.loanRequestId !== null) await cancelLoan(tx, order.loanRequestId, at);
  await setStatus(tx, order, 'refunded', 'operator', at, note);
}

/** What an operator may do from each state. */
const OPERATOR_MOVES: Partial<Record<OrderStatus, readonly OrderStatus[]>> = {
  awaiting_payment: ['cancelled', 'paid'],
  paid: ['processing', 'refunded'],
  processing: ['shipped', 'refunded'],
  shipped: ['delivered'],
};

export async function operatorMove(tx: Tx, order: OrderRow, to: OrderStatus, at: Date, note: string | null): Promise<void> {
  if (!OPERATOR_MOVES[order.status]?.includes(to)) throw new ConflictError(msg.badTransition);
  // Only the branch takes money by hand: an online order is paid by its bank's callback, never by an operator.
  if (order.status === 'awaiting_payment' && to === 'paid' && order.paymentMethod !== 'in_person') throw new ConflictError(msg.badTransition);
  if (to === 'cancelled') return cancelUnpaid(tx, order, 'operator', at, note);
  if (to === 'refunded') return refundPaid(tx, order, at, note);
  if (to === 'shipped') await confirmCreditDelivery(tx, order.id);
  await setStatus(tx, order, to, 'operator', at, note);
}
