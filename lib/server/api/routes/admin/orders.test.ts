import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminOrderListSchema, adminOrderSchema } from '@/lib/contracts/admin/orders';
import { getDb } from '@/lib/server/db/client';
import { auditLog, userNotifications, users } from '@/lib/server/db/schema';
import { walletBalance } from '@/lib/server/services/wallet/ledger';
import { callApi } from '@/tests/api';
import { branchCity, buyerWithBasket, dataOf, giveWallet, orderOf, place, stockOf, userJson } from '@/tests/orders';
import { loginAsStaff } from '@/tests/staff';

const rowsOf = (orderId: number) =>
  getDb().select().from(auditLog).where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, String(orderId)))).orderBy(desc(auditLog.id));

const noticesOf = (userId: number) => getDb().select().from(userNotifications).where(eq(userNotifications.userId, userId)).orderBy(desc(userNotifications.id));

/** A buyer whose posted order of 9,120,000 toman (9,000,000 + 120,000 post) is paid from the wallet. */
async function paidOrder() {
  const buyer = await buyerWithBasket();
  await giveWallet(buyer.user.id, 9_120_000);
  const { placed } = await place(buyer.token, { paymentMethod: 'wallet', addressId: buyer.address.id });
  return { buyer, orderId: placed!.orderId };
}

describe('console orders: permissions', () => {
  it('only orders.read reads and only orders.write acts; others get 403, strangers 401', async () => {
    const { orderId } = await paidOrder();
    const calls: [string, string, unknown?][] = [
      ['GET', '/admin/orders'],
      ['GET', `/admin/orders/${orderId}`],
      ['POST', `/admin/orders/${orderId}/status`, { status: 'processing' }],
      ['POST', `/admin/orders/${orderId}/refunds`, { amount: 1000, reason: 'آزمایش' }],
    ];
    for (const role of ['catalog', 'content', 'credit']) {
      const staff = await loginAsStaff(role);
      for (const [method, path, body] of calls) expect((await userJson(method, path, staff.token, body)).status, `${role} ${method} ${path}`).toBe(403);
    }
    const support = await loginAsStaff('support');
    expect((await userJson('GET', '/admin/orders', support.token)).status).toBe(200);
    expect((await userJson('GET', `/admin/orders/${orderId}`, support.token)).status).toBe(200);
    for (const [method, path, body] of calls.slice(2)) {
      const res = await userJson(method, path, support.token, body);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ message: expect.stringContaining('تغییر وضعیت سفارش‌ها') });
    }
    expect((await callApi('/admin/orders')).status).toBe(401);
    expect(await rowsOf(orderId)).toEqual([]);
  });
});

describe('console orders: the list', () => {
  it('filters by state, customer, mobile, order number and name, with totals over every match', async () => {
    const clerk = await loginAsStaff('orders');
    const { buyer, orderId } = await paidOrder();
    await getDb().update(users).set({ fName: 'شیرین', lName: `آزمون${buyer.user.id}` }).where(eq(users.id, buyer.user.id));
    const list = async (query: string) => {
      const res = await userJson('GET', `/admin/orders?${query}`, clerk.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return dataOf(adminOrderListSchema, res.body);
    };
    const mine = await list(`customer=${buyer.user.id}`);
    expect(mine).toMatchObject({ total: 1, totals: { payable: 9_120_000, refunded: 0 } });
    expect(mine.items[0]).toMatchObject({ id: orderId, status: 'paid', paymentMethod: 'wallet', shippingMethod: 'post', customer: { id: buyer.user.id, mobile: buyer.user.mobile } });
    expect((await list(`q=${encodeURIComponent(buyer.user.mobile.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!))}`)).items.map((o) => o.id)).toEqual([orderId]);
    expect((await list(`q=${encodeURIComponent(`آزمون${buyer.user.id}`)}`)).items.map((o) => o.id)).toEqual([orderId]);
    expect((await list(`q=${orderId}&state=paid`)).items.map((o) => o.id)).toContain(orderId);
    expect((await list(`customer=${buyer.user.id}&state=delivered`)).total).toBe(0);
    expect((await list(`customer=${buyer.user.id}&paymentMethod=gateway`)).total).toBe(0);
    // The buyer ordered for themself: no seller made this order.
    expect((await list(`customer=${buyer.user.id}&seller=${buyer.user.id}`)).total).toBe(0);
    expect((await list(`customer=${buyer.user.id}&from=2000-01-01&to=2000-01-02`)).total).toBe(0);
    expect((await list(`customer=${buyer.user.id}&from=2000-01-01&to=2100-01-01`)).total).toBe(1);

    const bad = await userJson('GET', '/admin/orders?state=lost&from=2030-02-01&to=2030-01-01', clerk.token);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('console orders: CSV export', () => {
  it('exports the filtered list with Persian headings and formula-like names kept as text; orders.read only', async () => {
    const clerk = await loginAsStaff('support');
    const { buyer, orderId } = await paidOrder();
    await getDb().update(users).set({ fName: '=HYPERLINK("x")', lName: 'رضایی' }).where(eq(users.id, buyer.user.id));
    expect((await userJson('GET', `/admin/orders/export?customer=${buyer.user.id}`, (await loginAsStaff('catalog')).token)).status).toBe(403);
    expect((await userJson('GET', '/admin/orders/export?state=lost', clerk.token)).status).toBe(400);
    const res = await callApi(`/admin/orders/export?customer=${buyer.user.id}`, { headers: { Authorization: `Bearer ${clerk.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('orders.csv');
    // Response.text() drops the byte-order mark as it decodes.
    const text = String(res.body);
    expect(text.startsWith('شماره,زمان ثبت,وضعیت,مشتری,موبایل')).toBe(true);
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]!.startsWith(`${orderId},`)).toBe(true);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"") رضایی"`);
    expect(lines[1]).toContain(`,${buyer.user.mobile},کیف پول,پست پیشتاز,1,9120000,0,`);
  });
});

describe('console orders: moving an order on', () => {
  it('confirm, ship with a tracking code, deliver: each notified, audited, and the buyer sees the code', async () => {
    const clerk = await loginAsStaff('orders');
    const { buyer, orderId } = await paidOrder();
    const move = (body: Record<string, unknown>) => userJson('POST', `/admin/orders/${orderId}/status`, clerk.token, body);

    const first = dataOf(adminOrderSchema, (await userJson('GET', `/admin/orders/${orderId}`, clerk.token)).body);
    expect(first).toMatchObject({ status: 'paid', moves: ['processing', 'refunded'], refundable: 9_120_000, customer: { id: buyer.user.id } });

    expect((await move({ status: 'processing', note: 'تأیید شد' })).status).toBe(200);
    const noCode = await move({ status: 'shipped' });
    expect(noCode.status).toBe(400);
    expect(noCode.body).toMatchObject({ message: 'کد رهگیری مرسوله را وارد کنید' });
    expect((await move({ status: 'shipped', trackingCode: 'ab' })).status).toBe(400);
    const shipped = await move({ status: 'shipped', trackingCode: '۱۲۳۴۵۶۷۸۹۰۱۲' });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(dataOf(adminOrderSchema, shipped.body)).toMatchObject({ status: 'shipped', trackingCode: '123456789012', moves: ['delivered'] });
    expect((await move({ status: 'refunded' })).status).toBe(409);
    expect((await move({ status: 'delivered' })).status).toBe(200);

    const { order } = await orderOf(buyer.token, orderId);
    expect(order).toMatchObject({ status: 'delivered', trackingCode: '123456789012' });
    expect(order!.events.map((e) => e.status)).toEqual(['awaiting_payment', 'paid', 'processing', 'shipped', 'delivered']);
    const notices = await noticesOf(buyer.user.id);
    expect(notices.map((n) => n.title).slice(0, 3)).toEqual(['سفارش تحویل شد', 'سفارش ارسال شد', 'سفارش در حال آماده‌سازی']);
    expect(notices[1]!.body).toContain('123456789012');

    const rows = await rowsOf(orderId);
    expect(rows.map((r) => r.after)).toEqual([
      { status: 'delivered', note: null },
      { status: 'shipped', note: null, trackingCode: '123456789012' },
      { status: 'processing', note: 'تأیید شد' },
    ]);
    expect(rows.every((r) => r.actorUserId === clerk.user.id && r.action === 'order.status')).toBe(true);
  });

  it('a pickup order ships to its branch without a tracking code', async () => {
    const clerk = await loginAsStaff('orders');
    const buyer = await buyerWithBasket();
    await giveWallet(buyer.user.id, 9_000_000);
    const { branchId } = await branchCity();
    const { placed } = await place(buyer.token, { paymentMethod: 'wallet', shippingMethod: 'pickup', branchId });
    expect(placed?.status).toBe('paid');
    await userJson('POST', `/admin/orders/${placed!.orderId}/status`, clerk.token, { status: 'processing' });
    const shipped = await userJson('POST', `/admin/orders/${placed!.orderId}/status`, clerk.token, { status: 'shipped' });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
  });
});

describe('console orders: refunds', () => {
  it('partial refunds never pass what was paid; the rest, then nothing more', async () => {
    const clerk = await loginAsStaff('orders');
    const { buyer, orderId } = await paidOrder();
    const refund = (body: unknown) => userJson('POST', `/admin/orders/${orderId}/refunds`, clerk.token, body);

    expect((await refund({ amount: 0, reason: 'قاب برگشت خورد' })).status).toBe(400);
    const noReason = await refund({ amount: 1_000 });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain('دلیل بازگشت وجه');

    const part = await refund({ amount: '۱٬۰۰۰٬۰۰۰', reason: 'قاب برگشت خورد' });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(dataOf(adminOrderSchema, part.body)).toMatchObject({ status: 'paid', refundedAmount: 1_000_000, refundable: 8_120_000 });
    expect(await walletBalance(buyer.user.id)).toBe(1_000_000);

    const tooMuch = await refund({ amount: 8_120_001, reason: 'بیش از پرداخت' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({ message: expect.stringContaining('۸٬۱۲۰٬۰۰۰') });
    expect(await walletBalance(buyer.user.id)).toBe(1_000_000);

    expect((await refund({ amount: 8_120_000, reason: 'کل باقی‌مانده' })).status).toBe(200);
    expect(await walletBalance(buyer.user.id)).toBe(9_120_000);
    const again = await refund({ amount: 1, reason: 'دوباره' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'وجه این سفارش پیش‌تر کامل برگشت داده شده است' });

    const rows = await rowsOf(orderId);
    expect(rows.map((r) => [r.action, r.after])).toEqual([
      ['order.refund', { refundedAmount: 9_120_000, amount: 8_120_000, reason: 'کل باقی‌مانده', toCard: 0, toWallet: 8_120_000 }],
      ['order.refund', { refundedAmount: 1_000_000, amount: 1_000_000, reason: 'قاب برگشت خورد', toCard: 0, toWallet: 1_000_000 }],
    ]);
    expect((await noticesOf(buyer.user.id))[0]!.body).toContain('کل باقی‌مانده');
  });

  it('a whole refund after a partial one pays only the rest, and a second whole refund is refused', async () => {
    const clerk = await loginAsStaff('orders');
    const { buyer, orderId } = await paidOrder();
    expect((await userJson('POST', `/admin/orders/${orderId}/refunds`, clerk.token, { amount: 2_000_000, reason: 'تخفیف توافقی' })).status).toBe(200);
    const whole = await userJson('POST', `/admin/orders/${orderId}/status`, clerk.token, { status: 'refunded' });
    expect(whole.status, JSON.stringify(whole.body)).toBe(200);
    expect(dataOf(adminOrderSchema, whole.body)).toMatchObject({ status: 'refunded', refundedAmount: 9_120_000, refundable: 0, moves: [] });
    expect(await walletBalance(buyer.user.id)).toBe(9_120_000);
    expect(await stockOf((await orderOf(buyer.token, orderId)).order!.lines[0]!.variantId)).toBe(5);

    const twice = await Promise.all([
      userJson('POST', `/admin/orders/${orderId}/status`, clerk.token, { status: 'refunded' }),
      userJson('POST', `/admin/orders/${orderId}/refunds`, clerk.token, { amount: 1, reason: 'دوباره' }),
    ]);
    expect(twice.map((r) => r.status)).toEqual([409, 409]);
    expect(await walletBalance(buyer.user.id)).toBe(9_120_000);
  });

  it('an unknown order is 404 in Persian', async () => {
    const clerk = await loginAsStaff('orders');
    const res = await userJson('POST', '/admin/orders/999999/refunds', clerk.token, { amount: 1, reason: 'آزمایش' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'سفارش پیدا نشد' });
  });
});
