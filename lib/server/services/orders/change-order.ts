import 'server-only';
import { orderMessages as msg } from '@/lib/contracts/orders';
import { now } from '../../clock';
import { getDb } from '../../db/client';
import type { AdminRefundBody, OperatorTarget, RefundTarget } from '@/lib/contracts/admin/orders';
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

/**
 * An operator's move (confirm, ship with a tracking code, deliver, cancel, refund whole to the card or the wallet,
 * mark paid at the branch).
 */
export async function moveOrder(
  actor: AuditActor,
  orderId: number,
  to: OperatorTarget,
  note: string | null,
  trackingCode: string | null = null,
  refundTo: RefundTarget = 'card',
): Promise<void> {
  const at = now();
  await getDb().transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    await operatorMove(tx, order, to, at, note, trackingCode, refundTo);
    await audit(tx, actor, {
      entityType: 'order',
      entityId: orderId,
      action: 'order.status',
      before: { status: order.status },
      after: { status: to, note, ...(trackingCode && to === 'shipped' ? { trackingCode } : {}), ...(to === 'refunded' ? { refundTo } : {}) },
    });
  });
}

/** Part of a paid order back to the buyer's card or wallet, with the operator's reason; the audit row says where it went. */
export async function refundOrderPart(actor: AuditActor, orderId: number, body: AdminRefundBody): Promise<void> {
  await getDb().transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const { refunded, toCard, toWallet } = await partialRefund(tx, order, body, await hasCreditPurchase(tx, orderId));
    await audit(tx, actor, {
      entityType: 'order',
      entityId: orderId,
      action: 'order.refund',
      before: { refundedAmount: order.refundedAmount },
      after: { refundedAmount: refunded, amount: body.amount, reason: body.reason, toCard, toWallet },
    });
  });
}
