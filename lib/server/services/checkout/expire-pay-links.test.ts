import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { sellerOrderSchema } from '@/lib/contracts/orders';
import { setClock } from '@/lib/server/clock';
import { getDb } from '@/lib/server/db/client';
import { orders, payLinks, userNotifications } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { freshMobile, loginWithCode } from '@/tests/auth';
import { makeProduct, makeSeller, userCall } from '@/tests/basket';
import { branchCity, dataOf, stockOf, userJson } from '@/tests/orders';
import { releaseExpiredOrders } from '../orders/expire-orders';
import { expirePayLinks } from './expire-pay-links';

afterEach(() => setClock());

async function sellerOrder() {
  const seller = await loginWithCode();
  await makeSeller(seller.user.mobile);
  const { variants } = await makeProduct([{ price: 3_000_000, stock: 5 }]);
  expect((await userCall('POST', '/user/addBasket', seller.token, { productPropertyId: variants[0]!.id, qty: 2 })).status).toBe(200);
  const { branchId } = await branchCity();
  const res = await userJson('POST', '/seller/orders', seller.token, { customerMobile: freshMobile(), shippingMethod: 'pickup', branchId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { seller, variantId: variants[0]!.id, made: dataOf(sellerOrderSchema, res.body) };
}

const sellerNews = (userId: number) => getDb().select().from(userNotifications).where(eq(userNotifications.userId, userId));
const afterTheLink = () => setClock(() => new Date(Date.now() + 25 * 3600_000));

describe('the pay-link job', () => {
  it('ends the unpaid order of a link that ran out and tells its seller once, even when run twice at once', async () => {
    const { seller, variantId, made } = await sellerOrder();
    expect(await stockOf(variantId)).toBe(3);
    expect(await expirePayLinks()).toEqual({ expired: 0, sellersTold: 0 });
    afterTheLink();
    const runs = await Promise.all([expirePayLinks(), expirePayLinks()]);
    expect(runs.reduce((s, r) => s + r.sellersTold, 0)).toBe(1);
    const [order] = await getDb().select().from(orders).where(eq(orders.id, made.orderId));
    expect(order!.status).toBe('cancelled');
    expect(await stockOf(variantId)).toBe(5);
    expect((await sellerNews(seller.user.id)).map((n) => n.title)).toEqual(['لینک پرداخت منقضی شد']);
    const [link] = await getDb().select().from(payLinks).where(eq(payLinks.orderId, made.orderId));
    expect(link!.expiredAt).not.toBeNull();
    // The link still shows the customer what became of the order.
    const token = new URL(made.payLink).searchParams.get('t')!;
    expect(await callApi(`/public/pay/${token}`)).toMatchObject({ status: 200, body: { data: { order: { status: 'cancelled' } } } });
  });

  it('tells the seller also when the order-expiry job ended the order first, and says nothing of a paid one', async () => {
    const first = await sellerOrder();
    const paid = await sellerOrder();
    await getDb().update(orders).set({ status: 'paid', paidAt: new Date() }).where(eq(orders.id, paid.made.orderId));
    afterTheLink();
    expect(await releaseExpiredOrders()).toBeGreaterThanOrEqual(1);
    expect(await expirePayLinks()).toEqual({ expired: 2, sellersTold: 1 });
    expect(await sellerNews(first.seller.user.id)).toHaveLength(1);
    expect(await sellerNews(paid.seller.user.id)).toHaveLength(0);
  });
});
