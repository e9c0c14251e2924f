import 'server-only';
import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { LOW_STOCK_THRESHOLD, ORDER_STATES_AWAITING_ACTION, type ConsoleOverview } from '@/lib/contracts/admin/overview';
import type { Permission } from '@/lib/contracts/admin/permissions';
import { jalaliWeekdayIndex, tehranDayStart, tehranIsoDay } from '@/lib/format/jalali';
import { now } from '../../clock';
import { getDb } from '../../db/client';
import { cooperationRequests, loanRequests, orders, products, productVariants } from '../../db/schema';

const LOW_STOCK_LISTED = 5;
// Sold: paid at some point and not given back since.
const SOLD_STATES = ['paid', 'processing', 'shipped', 'delivered'] as const;

/** The instants the Tehran day and week (from Saturday) began. */
export function tehranPeriodStarts(at: Date): { today: Date; week: Date } {
  const today = tehranIsoDay(at);
  const weekStart = new Date(Date.parse(`${today}T00:00:00Z`) - jalaliWeekdayIndex(at) * 86_400_000).toISOString().slice(0, 10);
  return { today: tehranDayStart(today), week: tehranDayStart(weekStart) };
}

async function period(since: Date) {
  const db = getDb();
  const [placed, sold] = await Promise.all([
    db.$count(orders, gte(orders.createdAt, since)),
    db
      .select({ revenue: sql<number>`coalesce(sum(${orders.payable} + ${orders.loanAmount}), 0)::bigint`.mapWith(Number) })
      .from(orders)
      .where(and(gte(orders.paidAt, since), inArray(orders.status, SOLD_STATES))),
  ]);
  return { orders: placed, revenue: sold[0]?.revenue ?? 0 };
}

async function ordersPart(starts: { today: Date; week: Date }): Promise<ConsoleOverview['orders']> {
  const [today, week, waiting] = await Promise.all([
    period(starts.today),
    period(starts.week),
    getDb().select({ state: orders.status, count: count() }).from(orders).where(inArray(orders.status, ORDER_STATES_AWAITING_ACTION)).groupBy(orders.status),
  ]);
  const counts = new Map(waiting.map((w) => [w.state, w.count]));
  return { today, week, awaitingAction: ORDER_STATES_AWAITING_ACTION.map((state) => ({ state, count: counts.get(state) ?? 0 })) };
}

async function lowStockPart(): Promise<ConsoleOverview['lowStock']> {
  const low = and(eq(productVariants.active, true), eq(products.active, true), lte(productVariants.stock, LOW_STOCK_THRESHOLD));
  const db = getDb();
  const [items, [total]] = await Promise.all([
    db
      .select({ variantId: productVariants.id, productId: products.id, title: products.title, sku: productVariants.sku, stock: productVariants.stock })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(low)
      .orderBy(asc(productVariants.stock), asc(productVariants.id))
      .limit(LOW_STOCK_LISTED),
    db.select({ n: count() }).from(productVariants).innerJoin(products, eq(products.id, productVariants.productId)).where(low),
  ]);
  return { threshold: LOW_STOCK_THRESHOLD, count: total?.n ?? 0, items };
}

async function creditPart(): Promise<ConsoleOverview['credit']> {
  const db = getDb();
  const [loansSubmitted, cooperationSubmitted] = await Promise.all([
    db.$count(loanRequests, eq(loanRequests.state, 'submitted')),
    db.$count(cooperationRequests, eq(cooperationRequests.state, 'submitted')),
  ]);
  return { loansSubmitted, cooperationSubmitted };
}

/** The operator's home, read from the database on each call; each part only for those allowed to see it. */
export async function consoleOverview(permissions: ReadonlySet<Permission>): Promise<ConsoleOverview> {
  const starts = tehranPeriodStarts(now());
  const [ordersAnswer, lowStock, credit] = await Promise.all([
    permissions.has('orders.read') ? ordersPart(starts) : null,
    permissions.has('catalog.read') ? lowStockPart() : null,
    permissions.has('credit.read') ? creditPart() : null,
  ]);
  return { orders: ordersAnswer, lowStock, credit, since: { today: starts.today.toISOString(), week: starts.week.toISOString() } };
}
