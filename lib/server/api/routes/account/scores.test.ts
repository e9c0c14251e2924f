import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scoresSchema } from '@/lib/contracts/scores';
import { envelope } from '@/lib/contracts/envelope';
import { getDb } from '@/lib/server/db/client';
import { orders } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { buyerWithBasket, place, userJson } from '@/tests/orders';

const scores = async (token: string) => envelope(scoresSchema).parse((await userJson('GET', '/user/scores', token)).body).data;

describe('GET /api/user/scores', () => {
  it('earns one point per 100,000 toman of a paid order, none while unpaid, and loses them on a refund', async () => {
    expect((await callApi('/user/scores')).status).toBe(401);
    const b = await buyerWithBasket([{ price: 12_000_000, discountPrice: 11_000_000, stock: 3 }]);
    const { placed } = await place(b.token, { addressId: b.address.id });
    const id = placed!.orderId;
    expect((await scores(b.token)).points).toBe(0);

    await getDb().update(orders).set({ status: 'paid', paidAt: new Date() }).where(eq(orders.id, id));
    const [order] = await getDb().select({ payable: orders.payable }).from(orders).where(eq(orders.id, id));
    const earned = await scores(b.token);
    expect(earned.points).toBe(Math.floor(order!.payable / 100_000));
    expect(earned.points).toBeGreaterThanOrEqual(110);
    expect(earned.orders).toEqual([{ orderId: id, points: earned.points, date: expect.stringMatching(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/) }]);
    expect(earned.rule).toBe('هر ۱۰۰٬۰۰۰ تومان خرید پرداخت‌شده ۱ امتیاز');

    await getDb().update(orders).set({ status: 'refunded' }).where(eq(orders.id, id));
    expect(await scores(b.token)).toMatchObject({ points: 0, orders: [] });
  });
});
