import 'server-only';
import { orderMessages as msg } from '@/lib/contracts/orders';
import { now } from '../../clock';
import { getDb } from '../../db/client';
import type { OrderStatus } from '../../db/schema';
import { audit, type AuditActor } from '../audit/audit-log';
import { cancelUnpaid, lockOrder, operatorMove } from './order-state';

/** A buyer may cancel while the order waits for payment; the units and the wallet share go back. */
export async function cancelOrder(userId: number, orderId: number): Promise<void> {
  const at = now();
  await getDb().transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, userId);
    await cancelUnpaid(tx, order, 'customer', at, msg.cancelled);
  });
}

export async function moveOrder(actor: AuditActor, orderId: number, to: OrderStatus, note: string | null): Promise<void> {
  const at = now();
  await getDb().transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    await operatorMove(tx, order, to, at, note);
    await audit(tx, actor, { entityType: 'order', entityId: orderId, action: 'order.status', before: { status: order.status }, after: { status: to, note } });
  });
}
