import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import type { UserNotification } from '@/lib/contracts/account';
import type { SentMessage } from '@/lib/contracts/admin/messages';
import { getDb } from '../../db/client';
import { auditLog, userNotifications, users } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { audit, type AuditActor } from '../audit/audit-log';
import { notifyUser } from './notifications';

/**
 * The shop's inbox to a customer: an operator's message becomes one of their notifications (read and unread in
 * the dashboard), written with its audit row in one transaction.
 */
export async function sendCustomerMessage(actor: AuditActor, userId: number, message: { title: string; body: string }): Promise<UserNotification> {
  return getDb().transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw new NotFoundError('این مشتری یافت نشد');
    const sent = await notifyUser(tx, { userId, kind: 'general', title: message.title, body: message.body });
    await audit(tx, actor, { entityType: 'user_message', entityId: sent.id, action: 'create', before: null, after: { userId, ...message } });
    return sent;
  });
}

/** The latest messages the shop sent, newest first, each with whether the customer has read it. */
export async function listSentMessages(limit = 100): Promise<SentMessage[]> {
  const rows = await getDb()
    .select({
      id: userNotifications.id,
      userId: users.id,
      mobile: users.mobile,
      firstName: users.fName,
      lastName: users.lName,
      title: userNotifications.title,
      body: userNotifications.body,
      sentAt: userNotifications.createdAt,
      sentBy: auditLog.actorLabel,
      seenAt: userNotifications.seenAt,
    })
    .from(auditLog)
    // The audit row is what marks a notification as the shop's message (sendCustomerMessage writes both together).
    .innerJoin(userNotifications, sql`${userNotifications.id}::text = ${auditLog.entityId}`)
    .innerJoin(users, eq(users.id, userNotifications.userId))
    .where(eq(auditLog.entityType, 'user_message'))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    mobile: r.mobile,
    customerName: [r.firstName, r.lastName].filter(Boolean).join(' '),
    title: r.title,
    body: r.body,
    sentAt: r.sentAt.toISOString(),
    sentBy: r.sentBy,
    seen: r.seenAt !== null,
  }));
}
