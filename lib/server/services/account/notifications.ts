import 'server-only';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { UserNotification } from '@/lib/contracts/account';
import { accountMessages as msg } from '@/lib/contracts/account';
import { now } from '../../clock';
import { getDb, type Db } from '../../db/client';
import { userNotifications, type NotificationKind } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Tx } from '../../db/client';

type Row = typeof userNotifications.$inferSelect;
type Reader = Pick<Db, 'select'>;

/** The newest this many are listed; older ones stay in the table. */
export const NOTIFICATION_LIST_LIMIT = 100;

export type NewNotification = {
  userId: number;
  title: string;
  body: string;
  kind: NotificationKind;
  /** A modal notification offers to continue the order `value` (SPEC §4), so it needs one. */
  isModal?: boolean;
  value?: string | number | null;
};

/**
 * For other domains: tell a user something inside the transaction that changed it (an order's state, a wallet
 * charge, a loan decision), so the notification exists exactly when the change does.
 */
export async function notifyUser(tx: Tx | Db, n: NewNotification): Promise<UserNotification> {
  const [row] = await tx
    .insert(userNotifications)
    .values({
      userId: n.userId,
      kind: n.kind,
      title: n.title,
      body: n.body,
      isModal: n.isModal ?? false,
      value: n.value === undefined || n.value === null ? null : String(n.value),
      createdAt: now(),
    })
    .returning();
  return toNotification(row!);
}

function toNotification(r: Row): UserNotification {
  return {
    id: r.id,
    kind: r.kind,
    title: r.title,
    body: r.body,
    isModal: r.isModal,
    seen: r.seenAt !== null,
    value: r.value,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function listNotifications(userId: number): Promise<UserNotification[]> {
  const rows = await getDb()
    .select()
    .from(userNotifications)
    .where(eq(userNotifications.userId, userId))
    .orderBy(desc(userNotifications.createdAt), desc(userNotifications.id))
    .limit(NOTIFICATION_LIST_LIMIT);
  return rows.map(toNotification);
}

/** SPEC §3 user.newNotifications. */
export async function countUnseenNotifications(userId: number, db: Reader = getDb()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, userId), isNull(userNotifications.seenAt)));
  return row?.n ?? 0;
}

/**
 * Marks the user's own notification seen; seeing it again keeps the first time. Another user's id answers like a
 * missing one (404), so ids reveal nothing.
 */
export async function markNotificationSeen(userId: number, id: number): Promise<UserNotification> {
  const db = getDb();
  const mine = and(eq(userNotifications.id, id), eq(userNotifications.userId, userId));
  const [updated] = await db
    .update(userNotifications)
    .set({ seenAt: now() })
    .where(and(mine, isNull(userNotifications.seenAt)))
    .returning();
  if (updated) return toNotification(updated);
  const [existing] = await db.select().from(userNotifications).where(mine);
  if (!existing) throw new NotFoundError(msg.unknownNotification);
  return toNotification(existing);
}
