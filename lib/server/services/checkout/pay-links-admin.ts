import 'server-only';
import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { payLinkAdminMessages as msg, type AdminPayLinkList, type AdminPayLinkListQuery, type PayLinkState } from '@/lib/contracts/admin/pay-links';
import { toLatinDigits } from '@/lib/format/digits';
import { normalizeMobile } from '@/lib/validators/mobile';
import { now } from '../../clock';
import { getDb, type Tx } from '../../db/client';
import { orders, payLinks, users } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import { logger } from '../../log/logger';
import { smsProvider } from '../../providers/sms/create-sms-provider';
import { audit, type AuditActor } from '../audit/audit-log';
import { issueLink, payLinkText } from './seller-orders';

const sellers = alias(users, 'seller');
const nameOf = (u: { fName: AnyPgColumn; lName: AnyPgColumn }) => sql<string>`trim(coalesce(${u.fName}, '') || ' ' || coalesce(${u.lName}, ''))`;

/** A link's state: cancelled by an operator, paid, run out (or its order ended unpaid), else live. */
const stateAt = (at: Date) =>
  sql<PayLinkState>`case when ${payLinks.cancelledAt} is not null then 'cancelled' when ${orders.paidAt} is not null then 'paid' when ${payLinks.expiresAt} <= ${at} or ${orders.status} <> 'awaiting_payment' then 'expired' else 'live' end`;

function search(q: string): SQL {
  const latin = toLatinDigits(q).trim();
  const mobile = normalizeMobile(latin);
  if (mobile) return eq(users.mobile, mobile);
  return /^\d{1,9}$/.test(latin) ? eq(orders.id, Number(latin)) : sql`false`;
}

/** Sellers' pay links for the orders desk, newest first, by seller and state, with the sellers for the filter. */
export async function listPayLinks(query: AdminPayLinkListQuery): Promise<AdminPayLinkList> {
  const at = now();
  const state = stateAt(at);
  const where = and(
    query.seller ? eq(orders.createdBy, query.seller) : undefined,
    query.state ? sql`${state} = ${query.state}` : undefined,
    query.q ? search(query.q) : undefined,
  );
  const db = getDb();
  const base = () => db.select({ n: sql<number>`count(*)::int` }).from(payLinks).innerJoin(orders, eq(orders.id, payLinks.orderId)).innerJoin(users, eq(users.id, orders.userId));
  const [rows, [counted], sellerRows] = await Promise.all([
    db
      .select({
        orderId: orders.id,
        state,
        payable: orders.payable,
        createdAt: payLinks.createdAt,
        expiresAt: payLinks.expiresAt,
        cancelledAt: payLinks.cancelledAt,
        customer: { id: users.id, name: nameOf(users), mobile: users.mobile },
        sellerId: sellers.id,
        sellerName: nameOf(sellers),
        sellerMobile: sellers.mobile,
      })
      .from(payLinks)
      .innerJoin(orders, eq(orders.id, payLinks.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(sellers, eq(sellers.id, orders.createdBy))
      .where(where)
      .orderBy(query.order === 'asc' ? payLinks.createdAt : desc(payLinks.createdAt), desc(payLinks.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    base().where(where),
    db
      .selectDistinct({ id: sellers.id, name: nameOf(sellers), mobile: sellers.mobile })
      .from(payLinks)
      .innerJoin(orders, eq(orders.id, payLinks.orderId))
      .innerJoin(sellers, eq(sellers.id, orders.createdBy))
      .where(isNotNull(orders.createdBy))
      .orderBy(sellers.mobile),
  ]);
  return {
    items: rows.map((r) => ({
      orderId: r.orderId,
      state: r.state,
      payable: r.payable,
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      cancelledAt: r.cancelledAt?.toISOString() ?? null,
      customer: r.customer,
      seller: r.sellerId === null || r.sellerMobile === null ? null : { id: r.sellerId, name: r.sellerName, mobile: r.sellerMobile },
    })),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    sellers: sellerRows,
  };
}

/** The order's link and its order, locked; refused unless the link can still be paid. */
async function liveLink(tx: Tx, orderId: number, at: Date) {
  const [row] = await tx
    .select({ link: payLinks, order: orders, mobile: users.mobile })
    .from(payLinks)
    .innerJoin(orders, eq(orders.id, payLinks.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(payLinks.orderId, orderId))
    .for('update', { of: [payLinks, orders] });
  if (!row) throw new NotFoundError(msg.notFound);
  const live = row.link.cancelledAt === null && row.order.paidAt === null && row.order.status === 'awaiting_payment' && row.link.expiresAt > at && row.order.reservedUntil > at;
  if (!live) throw new ConflictError(msg.notLive);
  return row;
}

/**
 * Sends the customer a fresh link by SMS, through the provider the seller's first link went by. The old token stops
 * working (only the new one's hash is kept); the deadline stays the order's. A failed SMS is answered, not thrown.
 */
export async function resendPayLink(actor: AuditActor, orderId: number): Promise<{ smsSent: boolean; expiresAt: string }> {
  const at = now();
  const { token, order, mobile, expiresAt } = await getDb().transaction(async (tx) => {
    const row = await liveLink(tx, orderId, at);
    const fresh = await issueLink(tx, orderId, row.link.expiresAt, at);
    await audit(tx, actor, { entityType: 'pay_link', entityId: orderId, action: 'pay_link.resend', before: { sentAt: row.link.createdAt }, after: { sentAt: at, mobile: row.mobile } });
    return { token: fresh, order: row.order, mobile: row.mobile, expiresAt: row.link.expiresAt };
  });
  const smsSent = await smsProvider()
    .sendText({ mobile, text: await payLinkText(order, token), kind: 'pay-link' })
    .then(() => true)
    .catch((err: unknown) => {
      logger().warn({ err, orderId }, 'the payment link SMS was not delivered');
      return false;
    });
  return { smsSent, expiresAt: expiresAt.toISOString() };
}

/** Cancels a live link: it opens and pays nothing from now on. The order waits for its own deadline or a cancel. */
export async function cancelPayLink(actor: AuditActor, orderId: number): Promise<void> {
  const at = now();
  await getDb().transaction(async (tx) => {
    await liveLink(tx, orderId, at);
    await tx.update(payLinks).set({ cancelledAt: at }).where(eq(payLinks.orderId, orderId));
    await audit(tx, actor, { entityType: 'pay_link', entityId: orderId, action: 'pay_link.cancel', before: { cancelledAt: null }, after: { cancelledAt: at } });
  });
}
