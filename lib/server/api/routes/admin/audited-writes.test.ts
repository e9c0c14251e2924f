import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { auditLog, orders } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { loginWithCode, multipart } from '@/tests/auth';
import { userJson } from '@/tests/orders';
import { loginAsStaff } from '@/tests/staff';
import { submittedRequest } from '../cooperation/cooperation-test-kit';
import { firstBranchId, openDay, put, requestReadyToBook } from '../facility/facility-test-kit';

// The admin writes that existed before the console: each leaves one audit row naming the staff member.

const rowsOf = (entityType: string, entityId: number | string) =>
  getDb().select().from(auditLog).where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId)))).orderBy(desc(auditLog.id));

const form = (method: string, path: string, token: string, fields: Record<string, string | number>) =>
  callApi(path, multipart(method, Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])), token));

describe('audited admin writes', () => {
  it('content pages: create, update and delete, with the fields that changed', async () => {
    const editor = await loginAsStaff('content');
    const slug = `audit-${Date.now()}`;
    expect((await userJson('PUT', `/admin/pages/${slug}`, editor.token, { title: 'اول', body: '<p>الف</p>' })).status).toBe(201);
    expect((await userJson('PUT', `/admin/pages/${slug}`, editor.token, { title: 'دوم', body: '<p>الف</p>' })).status).toBe(200);
    expect((await userJson('DELETE', `/admin/pages/${slug}`, editor.token)).status).toBe(200);
    const rows = await rowsOf('content_page', slug);
    expect(rows.map((r) => r.action)).toEqual(['delete', 'update', 'create']);
    expect(rows[1]).toMatchObject({ actorUserId: editor.user.id, before: { title: 'اول' }, after: { title: 'دوم' } });
    expect(rows[2]).toMatchObject({ before: null, after: { title: 'اول', body: '<p>الف</p>', published: true } });
    expect(rows[0]).toMatchObject({ before: { title: 'دوم' }, after: null });
  });

  it('order status: the move is audited; a refused move changes nothing and writes no row', async () => {
    const clerk = await loginAsStaff('orders');
    const buyer = await loginWithCode();
    const now = new Date();
    const [order] = await getDb()
      .insert(orders)
      .values({
        userId: buyer.user.id,
        status: 'paid',
        shippingMethod: 'post',
        shippingAddress: { province: 'تهران', city: 'تهران', address: 'خیابان آزادی', postalCode: '1234567890', receiverName: 'مریم', receiverMobile: '09121234567' },
        shippingPrice: 0,
        estimatedDelivery: '2030-01-10',
        itemsPrice: 500_000,
        discount: 0,
        insurancePrice: 0,
        payable: 500_000,
        paymentMethod: 'gateway',
        gatewayAmount: 500_000,
        reservedUntil: now,
        paidAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id });
    const move = (status: string) => userJson('POST', `/admin/orders/${order!.id}/status`, clerk.token, { status, note: 'بسته‌بندی شد' });
    expect((await move('delivered')).status).toBe(409);
    expect(await rowsOf('order', order!.id)).toEqual([]);
    expect((await move('processing')).status).toBe(200);
    expect(await rowsOf('order', order!.id)).toMatchObject([{ action: 'order.status', actorUserId: clerk.user.id, before: { status: 'paid' }, after: { status: 'processing', note: 'بسته‌بندی شد' } }]);
  });

  it('plan request decisions and attendance', async () => {
    const officer = await loginAsStaff('credit');
    const { token } = await loginWithCode();
    const ready = await requestReadyToBook(token);
    const branchId = await firstBranchId();
    const { request } = await put(token, { id: ready.id, step: 4, branchId, meetDateTime: await openDay(token, branchId) });
    expect((await form('PUT', '/admin/planRequestDecision', officer.token, { id: request!.id, decision: 'reject', reason: 'درآمد کافی نیست' })).status).toBe(200);
    expect((await form('PUT', '/admin/planRequestAttended', officer.token, { id: request!.id })).status).toBe(409);
    const rows = await rowsOf('loan_request', request!.id);
    expect(rows).toMatchObject([{ action: 'loan.decide', actorUserId: officer.user.id, before: { state: 'submitted' }, after: { state: 'rejected', decisionReason: 'درآمد کافی نیست' } }]);
  });

  it('cooperation request decisions', async () => {
    const officer = await loginAsStaff('credit');
    const { request } = await submittedRequest();
    expect((await form('PUT', '/admin/cooperationRequestDecision', officer.token, { id: request.id, decision: 'approve' })).status).toBe(200);
    expect(await rowsOf('cooperation_request', request.id)).toMatchObject([{ action: 'cooperation.decide', actorUserId: officer.user.id, after: { state: 'approved', decisionReason: null } }]);
  });
});
