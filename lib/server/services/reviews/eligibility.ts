import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Tx } from '../../db/client';
import { orderLines, orders, products, userStaffRoles } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { reviewMessages as msg } from '@/lib/contracts/reviews';

type Db = ReturnType<typeof getDb> | Tx;

/** An order that was paid for (and not given back) makes its buyer a "verified buyer" of what it held. */
const BOUGHT = ['paid', 'processing', 'shipped', 'delivered'] as const;

export async function hasBought(db: Db, userId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.userId, userId), eq(orderLines.productId, productId), inArray(orders.status, [...BOUGHT])))
    .limit(1);
  return row !== undefined;
}

export async function isStaff(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(userStaffRoles).where(eq(userStaffRoles.userId, userId)).limit(1);
  return row !== undefined;
}

export async function requireActiveProduct(db: Db, productId: number): Promise<void> {
  const [row] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.active, true)));
  if (!row) throw new NotFoundError(msg.productMissing);
}

/** What others see of an author: the first name and the initial of the last, or a plain "customer". */
export function authorName(fName: string | null, lName: string | null): string {
  const first = fName?.trim();
  if (!first) return 'کاربر فروشگاه';
  const initial = lName?.trim()[0];
  return initial ? `${first} ${initial}.` : first;
}
