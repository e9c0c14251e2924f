import 'server-only';
import { eq } from 'drizzle-orm';
import type { UserNotification } from '@/lib/contracts/account';
import { getDb } from '../../db/client';
import { users } from '../../db/schema';
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
