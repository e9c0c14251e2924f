import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orderListSchema, payLinkOrderSchema, sellerOrderSchema } from '@/lib/contracts/orders';
import { setClock } from '@/lib/server/clock';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { freshMobile, json, loginWithCode, textsTo } from '@/tests/auth';
import { makeProduct, makeSeller, userCall } from '@/tests/basket';
import { addressFields, branchCity, dataOf, orderOf, stockOf, userJson } from '@/tests/orders';
import { decideInSandbox, followCallback } from '@/tests/payment';
import { grantRoles } from '@/tests/staff';

afterEach(() => setClock());

/** A seller with `qty` of a fresh product in their basket (past its maxBuy: sellers are not limited). */
async function sellerWithBasket(qty = 4) {
  const login = await loginWithCode();
  await makeSeller(login.user.mobile);
  const { variants } = await makeProduct([{ price: 2_000_000, stock: 10, maxBuy: 2 }]);
  const added = await userCall('POST', '/user/addBasket', login.token, { productPropertyId: variants[0]!.id, qty });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return { ...login, variant: variants[0]! };
}

const tokenOf = (link: string) => new URL(link).searchParams.get('t')!;
const payBody = (gateway = 'sandbox') => json({ gateway });

async function sellerOrder(token: string, customerMobile: string) {
  const { branchId } = await branchCity();
  const res = await userJson('POST', '/seller/orders', token, { customerMobile, shippingMethod: 'pickup', branchId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return dataOf(sellerOrderSchema, res.body);
}

describe('seller orders for walk-in customers', () => {
  it('only sellers may make them', async () => {
    const customer = await loginWithCode();
    const res = await userJson('POST', '/seller/orders', customer.token, { customerMobile: freshMobile(), shippingMethod: 'post', address: await addressFields() });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: 'این بخش تنها برای فروشندگان است' });
  });

  it('turns the seller’s basket into the customer’s order, texts the link, and empties the seller’s basket', async () => {
    const seller = await sellerWithBasket();
    const customerMobile = freshMobile();
    const made = await sellerOrder(seller.token, customerMobile);
    expect(made.smsSent).toBe(true);
    const texts = await textsTo(customerMobile);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toContain(made.payLink);
    expect(made.payLink).toMatch(/\/pay\?t=[A-Za-z0-9_-]{32}$/);
    expect(await stockOf(seller.variant.id)).toBe(6);
    expect((await userCall('GET', '/user/basket', seller.token)).basket!.extraObject.qty).toBe(0);
    const [customer] = await getDb().select().from(users).where(eq(users.mobile, customerMobile));
    expect(customer).toMatchObject({ role: 'customer' });
    const list = dataOf(orderListSchema, (await userJson('GET', '/seller/orders', seller.token)).body);
    expect(list.items.map((o) => o.id)).toEqual([made.orderId]);
    // The seller's order is not the seller's to read as a buyer.
    expect((await orderOf(seller.token, made.orderId)).status).toBe(404);
  });

  it('the link opens the order without signing in, pays once through the sandbox bank, then starts nothing more', async () => {
    const seller = await sellerWithBasket(2);
    const made = await sellerOrder(seller.token, freshMobile());
    const token = tokenOf(made.payLink);
    const view = dataOf(payLinkOrderSchema, (await callApi(`/public/pay/${token}`)).body);
    expect(view.order).toMatchObject({ id: made.orderId, status: 'awaiting_payment', payable: 4_000_000, canPay: true });
    expect(view.order.customer.mobile).toMatch(/^09\d{2}\*\*\*\d{4}$/);
    expect(view.gateways).toEqual(['sandbox', 'digipay', 'keepa']);

    const started = await callApi(`/public/pay/${token}`, payBody());
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const { redirectUrl } = dataOf(z.object({ redirectUrl: z.string() }), started.body);
    const result = await followCallback(await decideInSandbox(redirectUrl, 'pay'));
    expect(result).toMatch(/^\/pay\/result\?paymentId=\d+$/);
    const after = dataOf(payLinkOrderSchema, (await callApi(`/public/pay/${token}`)).body);
    expect(after.order.status).toBe('paid');

    const again = await callApi(`/public/pay/${token}`, payBody());
    expect(again.status).toBe(409);
  });

  it('a link works for its own order only: unknown, replaced or expired links are refused', async () => {
    const seller = await sellerWithBasket(1);
    const first = await sellerOrder(seller.token, freshMobile());
    expect((await callApi(`/public/pay/${'x'.repeat(32)}`)).status).toBe(404);
    expect((await callApi(`/public/pay/short`)).status).toBe(400);
    const start = Date.now();
    setClock(() => new Date(start + 25 * 3_600_000));
    const late = await callApi(`/public/pay/${tokenOf(first.payLink)}`, payBody());
    expect(late.status).toBe(410);
    expect(late.body).toMatchObject({ message: 'مهلت این لینک پرداخت به پایان رسیده است' });
    expect((await callApi(`/public/pay/${tokenOf(first.payLink)}`)).status).toBe(410);
  });

  it('refuses a bad customer number, the seller’s own number, and an empty basket', async () => {
    const seller = await sellerWithBasket(1);
    const { branchId } = await branchCity();
    const bad = await userJson('POST', '/seller/orders', seller.token, { customerMobile: '123', shippingMethod: 'pickup', branchId });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { customerMobile: 'شماره موبایل مشتری را به درستی وارد کنید' } });
    const own = await userJson('POST', '/seller/orders', seller.token, { customerMobile: seller.user.mobile, shippingMethod: 'pickup', branchId });
    expect(own.status).toBe(400);
    await sellerOrder(seller.token, freshMobile());
    const empty = await userJson('POST', '/seller/orders', seller.token, { customerMobile: freshMobile(), shippingMethod: 'pickup', branchId });
    expect(empty.status).toBe(409);
  });

  it('a customer’s own checkout never cancels the order a seller made for them', async () => {
    const seller = await sellerWithBasket(1);
    const customer = await loginWithCode();
    const made = await sellerOrder(seller.token, customer.user.mobile);
    const { variants } = await makeProduct([{ stock: 5 }]);
    await userCall('POST', '/user/addBasket', customer.token, { productPropertyId: variants[0]!.id, qty: 1 });
    const { branchId } = await branchCity();
    const own = await userJson('POST', '/user/orders', customer.token, { shippingMethod: 'pickup', branchId, paymentMethod: 'gateway' });
    expect(own.status).toBe(200);
    expect((await orderOf(customer.token, made.orderId)).order!.status).toBe('awaiting_payment');
  });
});

describe('buy in person', () => {
  it('reserves for pickup with payment at the branch; only the branch (an operator) marks it paid', async () => {
    const customer = await loginWithCode();
    const { variants } = await makeProduct([{ stock: 5 }]);
    await userCall('POST', '/user/addBasket', customer.token, { productPropertyId: variants[0]!.id, qty: 1 });
    const { branchId } = await branchCity();
    const posted = await userJson('POST', '/user/orders', customer.token, { shippingMethod: 'post', addressId: 1, paymentMethod: 'in_person' });
    expect(posted.status).toBe(400);
    const res = await userJson('POST', '/user/orders', customer.token, { shippingMethod: 'pickup', branchId, paymentMethod: 'in_person' });
    expect(dataOf(z.object({ orderId: z.number(), needsPayment: z.boolean() }), res.body).needsPayment).toBe(false);
    const orderId = (res.body as { data: { orderId: number } }).data.orderId;
    const { order } = await orderOf(customer.token, orderId);
    expect(order).toMatchObject({ status: 'awaiting_payment', paymentMethod: 'in_person', canPay: false, canCancel: true });
    expect(new Date(order!.reservedUntil).getTime() - Date.now()).toBeGreaterThan(47 * 3_600_000);
    expect(await stockOf(variants[0]!.id)).toBe(4);

    const admin = await loginWithCode();
    await grantRoles(admin.user.id, 'orders');
    const paid = await userJson('POST', `/admin/orders/${orderId}/status`, admin.token, { status: 'paid' });
    expect(paid.status).toBe(200);
    expect((await orderOf(customer.token, orderId)).order!.status).toBe('paid');
  });
});
