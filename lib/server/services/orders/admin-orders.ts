import 'server-only';
import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ADMIN_ORDER_STATUS_LABELS, ADMIN_PAYMENT_METHOD_LABELS, ADMIN_SHIPPING_METHOD_LABELS, type AdminOrder, type AdminOrderList, type AdminOrderListQuery } from '@/lib/contracts/admin/orders';
import { toLatinDigits } from '@/lib/format/digits';
import { formatJalaliDateTime, tehranDayStart } from '@/lib/format/jalali';
import { normalizeMobile } from '@/lib/validators/mobile';
import { now } from '../../clock';
import { getDb } from '../../db/client';
import { orderLines, orders, users } from '../../db/schema';
import { cardRefunds, hasCreditPurchase } from '../payment/credit-after-sale';
import { releaseExpiredOrders } from './expire-orders';
import { operatorMoves, partialRefundable } from './order-state';
import { getOrder } from './read-orders';

const nextDay = (isoDay: string) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const itemsCount = sql<number>`(select coalesce(sum(${orderLines.qty}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.parentLineId} is null)`;
const customerName = sql<string>`trim(coalesce(${users.fName}, '') || ' ' || coalesce(${users.lName}, ''))`;
const sellers = alias(users, 'seller');
const sellerName = sql<string>`trim(coalesce(${sellers.fName}, '') || ' ' || coalesce(${sellers.lName}, ''))`;

/** q: an order number, a mobile in any digits, or part of the customer's name. */
function search(q: string): SQL {
  const latin = toLatinDigits(q).trim();
  const mobile = normalizeMobile(latin);
  if (mobile) return eq(users.mobile, mobile);
  const byName = ilike(customerName, `%${escapeLike(q.trim())}%`);
  return /^\d{1,9}$/.test(latin) ? or(eq(orders.id, Number(latin)), byName)! : byName;
}

function filters(query: AdminOrderListQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.state) where.push(eq(orders.status, query.state));
  if (query.paymentMethod) where.push(eq(orders.paymentMethod, query.paymentMethod));
  if (query.shippingMethod) where.push(eq(orders.shippingMethod, query.shippingMethod));
  if (query.customer) where.push(eq(orders.userId, query.customer));
  if (query.seller) where.push(eq(orders.createdBy, query.seller));
  if (query.from) where.push(gte(orders.createdAt, tehranDayStart(query.from)));
  if (query.to) where.push(lt(orders.createdAt, tehranDayStart(nextDay(query.to))));
  if (query.q) where.push(search(query.q));
  return where.length > 0 ? and(...where) : undefined;
}

const SORT_COLUMNS = { createdAt: orders.createdAt, payable: orders.payable, id: orders.id } as const;

/** Everybody's orders for the console, with the sums of everything the filters match. */
export async function listAdminOrders(query: AdminOrderListQuery): Promise<AdminOrderList> {
  // Orders whose payment time ran out are released first, so the table never shows them as still awaiting.
  await releaseExpiredOrders(now());
  const { page, pageSize, sort, order } = query;
  const where = filters(query);
  const direction = order === 'asc' ? asc : desc;
  const db = getDb();
  const [rows, [sums], sellerRows] = await Promise.all([
    db
      .select({ order: orders, itemsCount, customer: { id: users.id, name: customerName, mobile: users.mobile }, sellerName, sellerMobile: sellers.mobile })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(sellers, eq(sellers.id, orders.createdBy))
      .where(where)
      .orderBy(direction(SORT_COLUMNS[sort]), direction(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({
        total: sql<number>`count(*)::int`,
        payable: sql<string>`coalesce(sum(${orders.payable}), 0)`,
        refunded: sql<string>`coalesce(sum(${orders.refundedAmount}), 0)`,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where),
    db.selectDistinct({ id: sellers.id, name: sellerName, mobile: sellers.mobile }).from(orders).innerJoin(sellers, eq(sellers.id, orders.createdBy)).orderBy(sellers.mobile),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.order.id,
      status: r.order.status,
      createdAt: r.order.createdAt.toISOString(),
      payable: r.order.payable,
      refundedAmount: r.order.refundedAmount,
      paymentMethod: r.order.paymentMethod,
      shippingMethod: r.order.shippingMethod,
      itemsCount: r.itemsCount,
      trackingCode: r.order.trackingCode,
      customer: r.customer,
      seller: r.order.createdBy !== null && r.sellerMobile !== null ? { id: r.order.createdBy, name: r.sellerName, mobile: r.sellerMobile } : null,
    })),
    total: sums?.total ?? 0,
    page,
    pageSize,
    totals: { payable: Number(sums?.payable ?? 0), refunded: Number(sums?.refunded ?? 0) },
    sellers: sellerRows,
  };
}

/** One order as the console shows it: the buyer's view plus who bought it and what may be done now. */
export async function getAdminOrder(orderId: number): Promise<AdminOrder> {
  const db = getDb();
  const [detail, [row], credit, card] = await Promise.all([
    getOrder(orderId),
    db.select({ order: orders }).from(orders).where(eq(orders.id, orderId)),
    hasCreditPurchase(db, orderId),
    cardRefunds(db, orderId),
  ]);
  const order = row!.order;
  const refundable = partialRefundable(order, credit);
  return {
    ...detail,
    customer: { ...detail.customer, id: order.userId },
    moves: operatorMoves(order),
    refundable,
    cardRefundable: Math.min(refundable, card.refundable),
    refundedToCard: card.refunded,
  };
}

/** The most rows one export holds; narrow the filters for more. */
export const EXPORT_LIMIT = 10_000;

// A cell that starts like a formula is kept as text, so a spreadsheet never runs what a customer typed as a name.
const cell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * The filtered list as CSV (UTF-8 with a byte-order mark, so spreadsheet programs read the Persian), in the table's
 * order, up to EXPORT_LIMIT rows. Amounts are plain toman integers, for sums.
 */
export async function exportAdminOrders(query: AdminOrderListQuery): Promise<string> {
  const { items } = await listAdminOrders({ ...query, page: 1, pageSize: EXPORT_LIMIT });
  const head = ['شماره', 'زمان ثبت', 'وضعیت', 'مشتری', 'موبایل', 'روش پرداخت', 'روش ارسال', 'تعداد کالا', 'مبلغ (تومان)', 'برگشتی (تومان)', 'کد رهگیری'];
  const rows = items.map((o) => [
    o.id,
    formatJalaliDateTime(o.createdAt),
    ADMIN_ORDER_STATUS_LABELS[o.status],
    o.customer.name,
    o.customer.mobile,
    ADMIN_PAYMENT_METHOD_LABELS[o.paymentMethod],
    ADMIN_SHIPPING_METHOD_LABELS[o.shippingMethod],
    o.itemsCount,
    o.payable,
    o.refundedAmount,
    o.trackingCode,
  ]);
  return `\uFEFF${[head, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}
