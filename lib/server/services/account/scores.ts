import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDate } from '@/lib/format/jalali';
import { formatToman } from '@/lib/format/money';
import { pointsFor, TOMAN_PER_POINT, type Scores } from '@/lib/contracts/scores';
import { getDb } from '../../db/client';
import { orders } from '../../db/schema';

/** Orders that count: paid and not given back (a refund or a cancellation takes its points away). */
const COUNTED = ['paid', 'processing', 'shipped', 'delivered'] as const;

/**
 * Loyalty points, worked out from the orders on every read, so a refund takes its points back without bookkeeping:
 * one point per 100,000 toman of what each counted order cost the customer (payable, delivery included).
 */
export async function getScores(userId: number): Promise<Scores> {
  const rows = await getDb()
    .select({ id: orders.id, payable: orders.payable, paidAt: orders.paidAt, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...COUNTED])))
    .orderBy(desc(orders.createdAt));
  const list = rows.map((r) => ({ orderId: r.id, points: pointsFor(r.payable), date: formatJalaliDate(r.paidAt ?? r.createdAt) })).filter((o) => o.points > 0);
  return {
    points: list.reduce((sum, o) => sum + o.points, 0),
    rule: `هر ${formatToman(TOMAN_PER_POINT)} تومان خرید پرداخت‌شده ${toPersianDigits(1)} امتیاز`,
    orders: list,
  };
}
