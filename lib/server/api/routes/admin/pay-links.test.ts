import { and, desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { adminPayLinkListSchema, payLinkResentSchema } from '@/lib/contracts/admin/pay-links';
import { adminOrderListSchema } from '@/lib/contracts/admin/orders';
import { payLinkOrderSchema, sellerOrderSchema } from '@/lib/contracts/orders';
import { setClock } from '@/lib/server/clock';
import { getDb } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { freshMobile, json, loginWithCode, textsTo } from '@/tests/auth';
import { makeProduct, makeSeller, userCall } from '@/tests/basket';
import { branchCity, dataOf, userJson } from '@/tests/orders';
import { loginAsStaff } from '@/tests/staff';

afterEach(() => setClock());

/** A seller's order for a walk-in customer, its link texted to the customer. */
async function sellerOrder(seller?: Awaited<ReturnType<typeof loginWithCode>>) {
  const login = seller ?? (await loginWithCode());
  if (!seller) await makeSeller(login.user.mobile);
  const { variants } = await makeProduct([{ price: 2_000_000, stock: 10 }]);
  expect((await userCall('POST', '/user/addBasket', login.token, { productPropertyId: variants[0]!.id, qty: 1 })).status).toBe(200);
  const { branchId } = await branchCity();
  const customerMobile = freshMobile();
  const res = await userJson('POST', '/seller/orders', login.token, { customerMobile, shippingMethod: 'pickup', branchId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const made = dataOf(sellerOrderSchema, res.body);
  return { seller: login, customerMobile, orderId: made.orderId, token: new URL(made.payLink).searchParams.get('t')! };
}

const auditRows = (orderId: number) => getDb().select().from(auditLog).where(and(eq(auditLog.entityType, 'pay_link'), eq(auditLog.entityId, String(orderId)))).orderBy(desc(auditLog.id));

describe('console pay links', () => {
  it('orders.read lists, orders.write resends and cancels; other roles get 403', async () => {
    const { orderId } = await sellerOrder();
    for (const role of ['catalog', 'content', 'credit']) {
      const staff = await loginAsStaff(role);
      expect((await userJson('GET', '/admin/pay-links', staff.token)).status, role).toBe(403);
      expect((await userJson('POST', `/admin/pay-links/${orderId}/resend`, staff.token)).status, role).toBe(403);
      expect((await userJson('POST', `/admin/pay-links/${orderId}/cancel`, staff.token)).status, role).toBe(403);
    }
    const support = await loginAsStaff('support');
    expect((await userJson('GET', '/admin/pay-links', support.token)).status).toBe(200);
    expect((await userJson('POST', `/admin/pay-links/${orderId}/cancel`, support.token)).status).toBe(403);
    expect(await auditRows(orderId)).toEqual([]);
    const clerk = await loginAsStaff('orders');
    const bad = await userJson('GET', '/admin/pay-links?state=lost', clerk.token);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('وضعیت لینک باید');
  });

  it('lists links by seller and state; the orders table filters by the same seller', async () => {
    const clerk = await loginAsStaff('orders');
    const first = await sellerOrder();
    const second = await sellerOrder(first.seller);
    const other = await sellerOrder();
    const list = async (query: string) => dataOf(adminPayLinkListSchema, (await userJson('GET', `/admin/pay-links?${query}`, clerk.token)).body);

    const mine = await list(`seller=${first.seller.user.id}`);
    expect(mine.items.map((l) => l.orderId)).toEqual([second.orderId, first.orderId]);
    expect(mine.items[0]).toMatchObject({ state: 'live', payable: 2_000_000, customer: { mobile: second.customerMobile }, seller: { id: first.seller.user.id, mobile: first.seller.user.mobile } });
    expect(mine.sellers.map((s) => s.id)).toEqual(expect.arrayContaining([first.seller.user.id, other.seller.user.id]));
    expect((await list(`q=${second.customerMobile}`)).items.map((l) => l.orderId)).toEqual([second.orderId]);
    expect((await list(`seller=${first.seller.user.id}&state=cancelled`)).total).toBe(0);

    const orders = dataOf(adminOrderListSchema, (await userJson('GET', `/admin/orders?seller=${first.seller.user.id}`, clerk.token)).body);
    expect(orders.items.map((o) => o.id)).toEqual([second.orderId, first.orderId]);
    expect(orders.items[0]!.seller).toMatchObject({ id: first.seller.user.id, mobile: first.seller.user.mobile });
    expect(orders.sellers.map((s) => s.id)).toEqual(expect.arrayContaining([first.seller.user.id, other.seller.user.id]));
  });

  it('a resend texts a fresh link through the SMS provider: the old one stops, the new one opens; audited', async () => {
    const clerk = await loginAsStaff('orders');
    const { orderId, token, customerMobile } = await sellerOrder();
    expect(await textsTo(customerMobile)).toHaveLength(1);
    const res = await userJson('POST', `/admin/pay-links/${orderId}/resend`, clerk.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(dataOf(payLinkResentSchema, res.body).smsSent).toBe(true);
    const texts = await textsTo(customerMobile);
    expect(texts).toHaveLength(2);
    const fresh = /\/pay\?t=([A-Za-z0-9_-]{32})/.exec(texts[1]!.text)![1]!;
    expect(fresh).not.toBe(token);
    expect((await callApi(`/public/pay/${token}`)).status).toBe(404);
    expect(dataOf(payLinkOrderSchema, (await callApi(`/public/pay/${fresh}`)).body).order.id).toBe(orderId);
    const [row] = await auditRows(orderId);
    expect(row).toMatchObject({ action: 'pay_link.resend', actorUserId: clerk.user.id, after: { mobile: customerMobile } });
  });

  it('a cancelled link can no longer be opened or paid; it cannot be cancelled or resent again; audited', async () => {
    const clerk = await loginAsStaff('orders');
    const { orderId, token } = await sellerOrder();
    expect((await userJson('POST', `/admin/pay-links/${orderId}/cancel`, clerk.token)).status).toBe(204);
    const opened = await callApi(`/public/pay/${token}`);
    expect(opened.status).toBe(410);
    expect(opened.body).toMatchObject({ message: 'این لینک پرداخت از سوی فروشگاه لغو شده است؛ برای پرداخت با فروشنده تماس بگیرید' });
    const paid = await callApi(`/public/pay/${token}`, { method: 'POST', ...json({ gateway: 'sandbox' }) });
    expect(paid.status).toBe(410);
    const again = await userJson('POST', `/admin/pay-links/${orderId}/cancel`, clerk.token);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'فقط لینک پرداختی که هنوز فعال است را می‌توان دوباره فرستاد یا لغو کرد' });
    expect((await userJson('POST', `/admin/pay-links/${orderId}/resend`, clerk.token)).status).toBe(409);
    const listed = dataOf(adminPayLinkListSchema, (await userJson('GET', `/admin/pay-links?state=cancelled&q=${orderId}`, clerk.token)).body);
    expect(listed.items.map((l) => l.orderId)).toEqual([orderId]);
    expect((await auditRows(orderId)).map((r) => r.action)).toEqual(['pay_link.cancel']);
    expect((await userJson('POST', '/admin/pay-links/999999/cancel', clerk.token)).status).toBe(404);
  });

  it('an expired link is neither resent nor cancelled', async () => {
    const clerk = await loginAsStaff('orders');
    const { orderId } = await sellerOrder();
    const start = Date.now();
    setClock(() => new Date(start + 25 * 3_600_000));
    expect((await userJson('POST', `/admin/pay-links/${orderId}/resend`, clerk.token)).status).toBe(409);
    const listed = dataOf(adminPayLinkListSchema, (await userJson('GET', `/admin/pay-links?state=expired&q=${orderId}`, clerk.token)).body);
    expect(listed.items.map((l) => l.orderId)).toEqual([orderId]);
  });
});
