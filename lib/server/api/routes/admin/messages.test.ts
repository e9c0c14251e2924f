import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { userNotificationSchema } from '@/lib/contracts/account';
import { envelope, errorBodySchema } from '@/lib/contracts/envelope';
import { getDb } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/db/schema';
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
