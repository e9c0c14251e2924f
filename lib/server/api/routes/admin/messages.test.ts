import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { userNotificationSchema } from '@/lib/contracts/account';
import { sentMessageSchema } from '@/lib/contracts/admin/messages';
import { envelope, errorBodySchema } from '@/lib/contracts/envelope';
import { getDb } from '@/lib/server/db/client';
import { auditLog, userNotifications } from '@/lib/server/db/schema';
import { loginWithCode } from '@/tests/auth';
import { userJson } from '@/tests/orders';
import { loginAsStaff } from '@/tests/staff';

describe('POST /api/admin/customers/{userId}/messages', () => {
  it('puts the shop’s message unread in the customer’s inbox, audited; support may not send', async () => {
    const customer = await loginWithCode();
    const path = `/admin/customers/${customer.user.id}/messages`;
    const message = { title: 'سفارش شما آماده است', body: 'سفارش را از شعبه مرکزی تحویل بگیرید.' };
    expect((await userJson('POST', path, (await loginAsStaff('support')).token, message)).status).toBe(403);
    const operator = await loginAsStaff('orders');
    const bad = await userJson('POST', path, operator.token, { title: '', body: 'x' });
    expect(bad.status).toBe(400);
    expect(errorBodySchema.parse(bad.body).message).toMatch(/[آ-ی]/);
    expect((await userJson('POST', '/admin/customers/2000000000/messages', operator.token, message)).status).toBe(404);

    const sent = await userJson('POST', path, operator.token, message);
    expect(sent.status).toBe(201);
    const id = envelope(userNotificationSchema).parse(sent.body).data.id;
    const inbox = envelope(z.array(userNotificationSchema)).parse((await userJson('GET', '/user/notifications', customer.token)).body).data;
    expect(inbox.find((n) => n.id === id)).toMatchObject({ ...message, seen: false, kind: 'general' });
    const [row] = await getDb().select().from(auditLog).where(and(eq(auditLog.entityType, 'user_message'), eq(auditLog.entityId, String(id))));
    expect(row).toMatchObject({ action: 'create', actorUserId: operator.user.id });
  });
});

describe('GET /api/admin/messages', () => {
  it('lists what the shop sent, newest first, unread until the customer reads it; other notifications are not listed', async () => {
    const customer = await loginWithCode();
    const operator = await loginAsStaff('orders');
    const sent = async (title: string) =>
      envelope(userNotificationSchema).parse((await userJson('POST', `/admin/customers/${customer.user.id}/messages`, operator.token, { title, body: 'متن پیام آزمایشی' })).body).data.id;
    // The shop's other events write to the same inbox; they are not messages the shop sent.
    const [event] = await getDb().insert(userNotifications).values({ userId: customer.user.id, kind: 'order', title: 'سفارش ارسال شد', createdAt: new Date() }).returning();
    const first = await sent('پیام نخست');
    const second = await sent('پیام دوم');
    const list = async (token: string) => envelope(z.array(sentMessageSchema)).parse((await userJson('GET', '/admin/messages', token)).body).data;

    // support reads customers, so it may read the list, but not send.
    const mine = (await list((await loginAsStaff('support')).token)).filter((m) => m.userId === customer.user.id);
    expect(mine.map((m) => m.id)).toEqual([second, first]);
    expect(mine.map((m) => m.id)).not.toContain(event!.id);
    expect(mine[0]).toMatchObject({ title: 'پیام دوم', mobile: customer.user.mobile, sentBy: operator.user.mobile, seen: false });

    expect((await userJson('POST', `/user/changeNotificationStateToSeen?id=${first}`, customer.token)).status).toBe(200);
    const after = (await list(operator.token)).filter((m) => m.userId === customer.user.id);
    expect(after.find((m) => m.id === first)?.seen).toBe(true);
    expect(after.find((m) => m.id === second)?.seen).toBe(false);
    expect((await userJson('GET', '/admin/messages', (await loginAsStaff('content')).token)).status).toBe(403);
  });
});
