import 'server-only';
import { orderMessages as msg } from '@/lib/contracts/orders';
import { now } from '../../clock';
import { getDb } from '../../db/client';
import type { AdminRefundBody, OperatorTarget } from '@/lib/contracts/admin/orders';
import { audit, type AuditActor } from '../audit/audit-log';
import { hasCreditPurchase } from '../payment/credit-after-sale';
import { cancelUnpaid, lockOrder, operatorMove, partialRefund } from './order-state';

/** A buyer may cancel while the order waits for payment; the units and the wallet share go back. */
export async function cancelOrder(userId: number, orderId: number): Promise<void> {
  const at = now();
  await getDb().transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, userId);
    await cancelUnpaid(tx, order, 'customer', at, msg.cancelled);
  });
}

/** An operator's move (confirm, ship with a tracking code, deliver, cancel, refund whole, mark paid at the branch). */
export async function moveOrder(actor: AuditActor, orderId: number, to: OperatorTarget, note: string | null, trackingCode: string | null = null): Promise<void> {
  const at = now();
  await getDb().transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    await operatorMove(tx, order, to, at, note, trackingCode);
    await audit(tx, actor, {
      entityType: 'order',
      entityId: orderId,
      action: 'order.status',
      before: { status: order.status },
      after: { status: to, note, ...(trackingCode && to === 'shipped' ? { trackingCode } : {}) },
    });
  });
}

/** Part of a paid order back to the buyer's wallet, with the operator's reason. */
export async function refundOrderPart(actor: AuditActor, orderId: number, { amount, reason }: AdminRefundBody): Promise<void> {
  await getDb().transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const refunded = await partialRefund(tx, order, amount, reason, await hasCreditPurchase(tx, orderId));
    await audit(tx, actor, { entityType: 'order', entityId: orderId, action: 'order.refund', before: { refundedAmount: order.refundedAmount }, after: { refundedAmount: refunded, amount, reason } });
  });
}
