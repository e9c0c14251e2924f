import 'server-only';
import { and, eq, lte } from 'drizzle-orm';
import { orderMessages as msg } from '@/lib/contracts/orders';
import { now } from '../../clock';
import { getDb } from '../../db/client';
import { orders } from '../../db/schema';
import { cancelUnpaid } from './order-state';

/**
 * Unpaid orders past their time give their units (and wallet share) back: the order-expiry job (docs/jobs.md) runs
 * it for everyone once a minute, and reads of a user's orders for theirs first, so the answer is right between runs.
 */
export async function releaseExpiredOrders(at: Date = now(), userId?: number): Promise<number> {
  const db = getDb();
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'awaiting_payment'), lte(orders.reservedUntil, at), ...(userId === undefined ? [] : [eq(orders.userId, userId)])));
  let released = 0;
  for (const { id } of due) {
    released += await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      // Paid or cancelled meanwhile by another request: nothing left to release.
      if (!order || order.status !== 'awaiting_payment' || order.reservedUntil > at) return 0;
      await cancelUnpaid(tx, order, 'system', at, msg.expiredNote);
      return 1;
    });
  }
  return released;
}
