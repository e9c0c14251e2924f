import 'server-only';
import { and, eq } from 'drizzle-orm';
import { orderMessages as msg } from '@/lib/contracts/orders';
import { now } from '../../clock';
import { getDb } from '../../db/client';
import { orders } from '../../db/schema';
import { debitWallet } from '../wallet/ledger';
import { ConflictError } from '../../errors';
import type { Tx } from '../../db/client';
import { startPayment, type GatewayId } from '../payment/payments';
import type { PaymentRecord } from '../payment/payment-purposes';
import { lockOrder, reserveStock, setStatus } from '../orders/order-state';
import { notifyContinueOrder, notifyWalletCharged } from '../orders/order-notifications';
import { emptyUserBasket } from './place-order';

/** Sends the buyer to the bank for the order's gateway share, while its units are still held. */
export async function payOrder(userId: number, orderId: number, gateway: GatewayId): Promise<{ paymentId: number; redirectUrl: string }> {
  const at = now();
  return getDb().transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, userId);
    if (order.status !== 'awaiting_payment' || order.gatewayAmount === 0) throw new ConflictError(msg.notAwaitingPayment);
    if (order.reservedUntil <= at) throw new ConflictError(msg.reservationExpired);
    const purpose = order.loanAmount > 0 ? 'facility_prepayment' : 'order';
    return startPayment(tx, { userId, purpose, referenceId: order.id, amount: order.gatewayAmount, gateway });
  });
}

/** A savepoint, so a unit that is gone undoes only this attempt. */
async function reserveAgain(tx: Tx, orderId: number): Promise<boolean> {
  try {
    await tx.transaction((inner) => reserveStock(inner, orderId));
    return true;
  } catch (error) {
    if (error instanceof ConflictError) return false;
    throw error;
  }
}

/**
 * The bank says the order's share is paid: the order is paid and the basket emptied. A pure gateway order whose
 * time ran out comes back to life if its units are still there. Anything else (another payment paid it first, a
 * replaced order with a wallet share, units gone, another amount) throws, and the payment callback then refunds the
 * money to the payer's wallet (payment-callback.ts): nothing paid is ever lost.
 */
export async function settleOrderPaid(tx: Tx, payment: PaymentRecord): Promise<void> {
  const at = now();
  const order = await lockOrder(tx, payment.referenceId, payment.userId);
  if (payment.amount !== order.gatewayAmount) throw new ConflictError(msg.paymentMismatch);
  const revivable = order.status === 'cancelled' && order.paidAt === null && order.walletAmount === 0;
  if (order.status !== 'awaiting_payment' && !(revivable && (await reserveAgain(tx, order.id)))) throw new ConflictError(msg.notAwaitingPayment);
  await setStatus(tx, order, 'paid', 'system', at, msg.paidByGateway);
  // A seller's order was made of the seller's basket: the customer's own basket is none of its business.
  if (order.createdBy === null) await emptyUserBasket(tx, order.userId);
}

/** The wallet was charged to pay this order: the charge is credited already; offer to continue while it still waits. */
export async function walletChargedForOrder(tx: Tx, payment: PaymentRecord): Promise<void> {
  const [order] = await tx.select({ status: orders.status }).from(orders).where(and(eq(orders.id, payment.referenceId), eq(orders.userId, payment.userId)));
  if (order?.status === 'awaiting_payment') await notifyContinueOrder(tx, payment.userId, payment.referenceId);
  else await notifyWalletCharged(tx, payment.userId, payment.amount);
}

/** Pays what an unpaid order still owes from the wallet (after a charge made for it, or with money already there). */
export async function payOrderFromWallet(userId: number, orderId: number): Promise<void> {
  const at = now();
  await getDb().transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, userId);
    if (order.status !== 'awaiting_payment' || order.gatewayAmount === 0 || order.paymentMethod === 'in_person') throw new ConflictError(msg.notAwaitingPayment);
    if (order.reservedUntil <= at) throw new ConflictError(msg.reservationExpired);
    await debitWallet(tx, { userId, amount: order.gatewayAmount, kind: 'payment', reference: `order:${order.id}:rest` });
    await tx
      .update(orders)
      .set({ walletAmount: order.payable, gatewayAmount: 0, paymentMethod: 'wallet' })
      .where(eq(orders.id, order.id));
    await setStatus(tx, order, 'paid', 'customer', at, msg.paidFromWallet);
    if (order.createdBy === null) await emptyUserBasket(tx, order.userId);
  });
}
