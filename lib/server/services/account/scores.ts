import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDate } from '@/lib/format/jalali';
import { formatToman } from '@/lib/format/money';
import { pointsFor, scoreMessages, TOMAN_PER_POINT, type LoyaltySettings, type Redeemed, type Scores } from '@/lib/contracts/scores';
import { now } from '../../clock';
import { getDb, type Db, type Tx } from '../../db/client';
import { loyaltySettings, orders, scoreRedemptions, users } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { audit, type AuditActor } from '../audit/audit-log';
import { creditWallet } from '../wallet/ledger';

type Reader = Pick<Db, 'select'>;

/** Orders that count: paid and not given back (a refund or a cancellation takes its points away). */
const COUNTED = ['paid', 'processing', 'shipped', 'delivered'] as const;

/** The migration writes the row; these hold only for a database whose row an operator removed by hand. */
const DEFAULT_SETTINGS: LoyaltySettings = { enabled: true, tomanPerPoint: 1_000, minPoints: 50 };

export async function getLoyaltySettings(db: Reader = getDb()): Promise<LoyaltySettings> {
  const [row] = await db
    .select({ enabled: loyaltySettings.enabled, tomanPerPoint: loyaltySettings.tomanPerPoint, minPoints: loyaltySettings.minPoints })
    .from(loyaltySettings)
    .where(eq(loyaltySettings.id, 1));
  return row ?? DEFAULT_SETTINGS;
}

/** An operator sets how points are spent; audited in the same transaction. */
export async function saveLoyaltySettings(actor: AuditActor, next: LoyaltySettings): Promise<LoyaltySettings> {
  return getDb().transaction(async (tx) => {
    const [locked] = await tx.select().from(loyaltySettings).where(eq(loyaltySettings.id, 1)).for('update');
    const before = locked ? { enabled: locked.enabled, tomanPerPoint: locked.tomanPerPoint, minPoints: locked.minPoints } : null;
    await tx
      .insert(loyaltySettings)
      .values({ id: 1, ...next, updatedAt: now() })
      .onConflictDoUpdate({ target: loyaltySettings.id, set: { ...next, updatedAt: now() } });
    await audit(tx, actor, { entityType: 'loyalty_settings', entityId: 1, action: before ? 'update' : 'create', before, after: next });
    return next;
  });
}

async function earnedOrders(userId: number, db: Reader) {
  const rows = await db
    .select({ id: orders.id, payable: orders.payable, paidAt: orders.paidAt, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...COUNTED])))
    .orderBy(desc(orders.createdAt));
  return rows.map((r) => ({ orderId: r.id, points: pointsFor(r.payable), date: formatJalaliDate(r.paidAt ?? r.createdAt) })).filter((o) => o.points > 0);
}

async function spentPoints(userId: number, db: Reader): Promise<number> {
  const [row] = await db.select({ spent: sql<string>`coalesce(sum(${scoreRedemptions.points}), 0)` }).from(scoreRedemptions).where(eq(scoreRedemptions.userId, userId));
  return Number(row?.spent ?? 0);
}

/**
 * Loyalty points: earned points are worked out from the orders on every read, so a refund takes its points back
 * without bookkeeping (one point per 100,000 toman of what each counted order cost the customer, delivery
 * included); spent points are the score_redemptions ledger. What is left may be turned into wallet credit.
 */
export async function getScores(userId: number): Promise<Scores> {
  const db = getDb();
  const [list, spent, settings] = await Promise.all([earnedOrders(userId, db), spentPoints(userId, db), getLoyaltySettings(db)]);
  const earned = list.reduce((sum, o) => sum + o.points, 0);
  const points = Math.max(0, earned - spent);
  return {
    points,
    earned,
    spent,
    rule: `هر ${formatToman(TOMAN_PER_POINT)} تومان خرید پرداخت‌شده ${toPersianDigits(1)} امتیاز`,
    spending: {
      ...settings,
      rule: settings.enabled
        ? `هر امتیاز ${formatToman(settings.tomanPerPoint)} تومان اعتبار کیف پول؛ دست‌کم ${toPersianDigits(settings.minPoints)} امتیاز`
        : scoreMessages.off,
      worth: points * settings.tomanPerPoint,
    },
    orders: list,
  };
}

/**
 * Turns points into wallet credit: the redemption row and its wallet entry commit together. The customer's row lock
 * (taken first, as every wallet change takes it) makes a second request wait and then see the points already
 * spent, so the same points never pay twice.
 */
export async function redeemScores(userId: number, points: number): Promise<Redeemed> {
  return getDb().transaction(async (tx: Tx) => {
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    if (!owner) throw new NotFoundError();
    const settings = await getLoyaltySettings(tx);
    if (!settings.enabled) throw new ConflictError(scoreMessages.off);
    if (points < settings.minPoints) throw new ValidationError(scoreMessages.belowMin(toPersianDigits(settings.minPoints)));
    const earned = (await earnedOrders(userId, tx)).reduce((sum, o) => sum + o.points, 0);
    const available = earned - (await spentPoints(userId, tx));
    if (points > available) throw new ConflictError(scoreMessages.notEnough);
    const amount = points * settings.tomanPerPoint;
    const walletEntryId = await creditWallet(tx, {
      userId,
      amount,
      kind: 'adjustment',
      reference: 'scores',
      description: `تبدیل ${toPersianDigits(points)} امتیاز به اعتبار`,
    });
    await tx.insert(scoreRedemptions).values({ userId, points, amount, walletEntryId, createdAt: now() });
    return { points, amount, remaining: available - points };
  });
}
