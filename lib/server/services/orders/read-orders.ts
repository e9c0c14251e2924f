import 'server-only';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { orderMessages as msg, type OrderDetail, type OrderList, type OrderStatusId, type OrderSummary } from '@/lib/contracts/orders';
import { now } from '../../clock';
import { getDb } from '../../db/client';
import { branches, orderEvents, orderLines, orders, payments, users } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { releaseExpiredOrders } from './expire-orders';
import { orderFacility } from '../facility/loan-activation';

const PAGE_SIZE = 10;

type OrderRow = typeof orders.$inferSelect;

function summary(order: OrderRow, itemsCount: number): OrderSummary {
  return {
    id: order.id,
    status: order.status,
    payable: order.payable,
    walletAmount: order.walletAmount,
    gatewayAmount: order.gatewayAmount,
    paymentMethod: order.paymentMethod,
    shippingMethod: order.shippingMethod,
    itemsCount,
    createdAt: order.createdAt.toISOString(),
    reservedUntil: order.reservedUntil.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}

const itemsCount = sql<number>`(select coalesce(sum(${orderLines.qty}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.parentLineId} is null)`;

/** Whose orders: a buyer's own, those a seller made, or (empty) everybody's for operators. */
export type OrderScope = { userId?: number; createdBy?: number };

/** Orders newest first, optionally of one state. */
export async function listOrders(scope: OrderScope, status: OrderStatusId | undefined, page: number): Promise<OrderList> {
  await releaseExpiredOrders(now(), scope.userId);
  const db = getDb();
  const where = and(
    ...(scope.userId === undefined ? [] : [eq(orders.userId, scope.userId)]),
    ...(scope.createdBy === undefined ? [] : [eq(orders.createdBy, scope.createdBy)]),
    ...(status ? [eq(orders.status, status)] : []),
  );
  const [rows, counted] = await Promise.all([
    db.select({ order: orders, itemsCount }).from(orders).where(where).orderBy(desc(orders.id)).limit(PAGE_SIZE).offset((page - 1) * PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  const total = counted[0]?.total ?? 0;
  return { items: rows.map((r) => summary(r.order, r.itemsCount)), page, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)), total };
}

/** One order with its lines, timeline and payments; `userId` limits it to its owner (operators pass none). */
export async function getOrder(orderId: number, userId?: number): Promise<OrderDetail> {
  if (userId !== undefined) await releaseExpiredOrders(now(), userId);
  const db = getDb();
  const [row] = await db
    .select({ order: orders, itemsCount, customer: { fName: users.fName, lName: users.lName, mobile: users.mobile }, branch: { id: branches.id, title: branches.title, address: branches.address, tell: branches.tell } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(branches, eq(branches.id, orders.branchId))
    .where(userId === undefined ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) throw new NotFoundError(msg.orderNotFound);
  const [lines, events, paid, facility] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(sql`coalesce(${orderLines.parentLineId}, ${orderLines.id})`, asc(orderLines.id)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id)),
    db.select().from(payments).where(and(inArray(payments.purpose, ['order', 'facility_prepayment']), eq(payments.referenceId, orderId))).orderBy(asc(payments.id)),
    orderFacility(db, row.order, now()),
  ]);
  const { order } = row;
  const awaiting = order.status === 'awaiting_payment' && order.reservedUntil > now();
  return {
    ...summary(order, row.itemsCount),
    itemsPrice: order.itemsPrice,
    discount: order.discount,
    insurancePrice: order.insurancePrice,
    shippingPrice: order.shippingPrice,
    estimatedDelivery: order.estimatedDelivery,
    shippingAddress: order.shippingAddress,
    branch: row.branch?.id ? row.branch : null,
    customer: { name: [row.customer.fName, row.customer.lName].filter(Boolean).join(' '), mobile: row.customer.mobile },
    lines: lines.map((l) => ({
      id: l.id,
      variantId: l.variantId,
      productId: l.productId,
      accompanying: l.parentLineId !== null,
      title: l.title,
      description: l.description,
      image: l.image,
      qty: l.qty,
      unitPrice: l.unitPrice,
      unitPayable: l.unitPayable,
      insuranceTitle: l.insuranceTitle,
      unitInsurancePrice: l.unitInsurancePrice,
      unitInsurancePayable: l.unitInsurancePayable,
    })),
    events: events.map((e) => ({ status: e.status, actor: e.actor, note: e.note, createdAt: e.createdAt.toISOString() })),
    payments: paid.map((p) => ({ id: p.id, gateway: p.gateway, amount: p.amount, status: p.status, reference: p.refId, createdAt: p.createdAt.toISOString() })),
    canCancel: order.status === 'awaiting_payment',
    canPay: awaiting && order.gatewayAmount > 0 && order.paymentMethod !== 'in_person',
    trackingCode: order.trackingCode,
    refundedAmount: order.refundedAmount,
    ...(facility ? { facility } : {}),
  };
}
