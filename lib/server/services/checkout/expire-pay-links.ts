import 'server-only';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { orderMessages as msg } from '@/lib/contracts/orders';
import { toPersianDigits } from '@/lib/format/digits';
import { now } from '../../clock';
import { getDb } from '../../db/client';
import { payLinks } from '../../db/schema';
import { notifyUser } from '../account/notifications';
import { cancelUnpaid, lockOrder } from '../orders/order-state';

const BATCH = 200;

/**
 * The pay-link job (docs/jobs.md): a seller's link whose time ran out is marked expired once. If its order is
 * still unpaid it ends now (units back on sale), and the seller who made it is told the customer did not pay, so
 * they can call them or make a new order. The order-expiry job may have ended the order first; the seller still
 * hears. Each link in its own transaction under its row lock, so two runs tell a seller once.
 */
export async function expirePayLinks(at: Date = now()): Promise<{ expired: number; sellersTold: number }> {
  const db = getDb();
  const due = await db
    .select({ id: payLinks.id })
    .from(payLinks)
    .where(and(isNull(payLinks.expiredAt), lte(payLinks.expiresAt, at)))
    .orderBy(asc(payLinks.id))
    .limit(BATCH);
  const result = { expired: 0, sellersTold: 0 };
  for (const { id } of due) {
    const told = await db.transaction(async (tx) => {
      const [link] = await tx.select().from(payLinks).where(eq(payLinks.id, id)).for('update', { skipLocked: true });
      if (!link || link.expiredAt !== null) return undefined;
      await tx.update(payLinks).set({ expiredAt: at }).where(eq(payLinks.id, id));
      const order = await lockOrder(tx, link.orderId);
      if (order.status === 'awaiting_payment') await cancelUnpaid(tx, order, 'system', at, msg.payLinkExpiredNote);
      else if (order.paidAt !== null) return false;
      if (order.createdBy === null) return false;
      await notifyUser(tx, {
        userId: order.createdBy,
        kind: 'order',
        title: 'لینک پرداخت منقضی شد',
        body: `مشتری سفارش ${toPersianDigits(order.id)} را در مهلت لینک پرداخت نکرد و کالاهای آن آزاد شد.`,
      });
      return true;
    });
    if (told === undefined) continue;
    result.expired += 1;
    if (told) result.sellersTold += 1;
  }
  return result;
}
