import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { envelope, errorBodySchema } from '@/lib/contracts/envelope';
import { loyaltySettingsSchema, redeemedSchema, scoresSchema } from '@/lib/contracts/scores';
import { getDb } from '@/lib/server/db/client';
import { auditLog, orders, scoreRedemptions, walletEntries } from '@/lib/server/db/schema';
import { walletBalance } from '@/lib/server/services/wallet/ledger';
import { callApi } from '@/tests/api';
import { buyerWithBasket, place, userJson } from '@/tests/orders';
import { loginAsStaff } from '@/tests/staff';

const scores = async (token: string) => envelope(scoresSchema).parse((await userJson('GET', '/user/scores', token)).body).data;

/** A buyer whose one order is paid: 110 points or a few more (11,000,000 toman plus delivery). */
async function paidBuyer() {
  const b = await buyerWithBasket([{ price: 12_000_000, discountPrice: 11_000_000, stock: 3 }]);
  const { placed } = await place(b.token, { addressId: b.address.id });
  await getDb().update(orders).set({ status: 'paid', paidAt: new Date() }).where(eq(orders.id, placed!.orderId));
  return { ...b, orderId: placed!.orderId };
}

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
    expect(earned).toMatchObject({ earned: earned.points, spent: 0 });
    expect(earned.orders).toEqual([{ orderId: id, points: earned.points, date: expect.stringMatching(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/) }]);
    expect(earned.rule).toBe('هر ۱۰۰٬۰۰۰ تومان خرید پرداخت‌شده ۱ امتیاز');
    // The migration's setting until an operator changes it.
    expect(earned.spending).toMatchObject({ enabled: true, tomanPerPoint: 1_000, minPoints: 50, worth: earned.points * 1_000 });
    expect(earned.spending.rule).toBe('هر امتیاز ۱٬۰۰۰ تومان اعتبار کیف پول؛ دست‌کم ۵۰ امتیاز');

    await getDb().update(orders).set({ status: 'refunded' }).where(eq(orders.id, id));
    expect(await scores(b.token)).toMatchObject({ points: 0, orders: [] });
  });
});

describe('/api/admin/loyalty', () => {
  it('is read with customers.read and set with customers.write, audited; bad values get Persian 400s', async () => {
    const support = await loginAsStaff('support');
    expect(envelope(loyaltySettingsSchema).parse((await userJson('GET', '/admin/loyalty', support.token)).body).data).toEqual({ enabled: true, tomanPerPoint: 1_000, minPoints: 50 });
    const next = { enabled: true, tomanPerPoint: 2_500, minPoints: 20 };
    expect((await userJson('PUT', '/admin/loyalty', support.token, next)).status).toBe(403);
    const operator = await loginAsStaff('orders');
    for (const bad of [{ ...next, tomanPerPoint: 0 }, { ...next, minPoints: 1.5 }, { enabled: true }]) {
      const res = await userJson('PUT', '/admin/loyalty', operator.token, bad);
      expect(res.status).toBe(400);
      expect(errorBodySchema.parse(res.body).message).toMatch(/[آ-ی]/);
    }
    const saved = await userJson('PUT', '/admin/loyalty', operator.token, next);
    expect(saved.status).toBe(200);
    expect(envelope(loyaltySettingsSchema).parse(saved.body).data).toEqual(next);
    const [row] = await getDb().select().from(auditLog).where(and(eq(auditLog.entityType, 'loyalty_settings'), eq(auditLog.actorUserId, operator.user.id)));
    expect(row).toMatchObject({ action: 'update', before: { tomanPerPoint: 1_000, minPoints: 50 }, after: { tomanPerPoint: 2_500, minPoints: 20 } });
    const b = await paidBuyer();
    expect((await scores(b.token)).spending).toMatchObject({ tomanPerPoint: 2_500, minPoints: 20 });
    await userJson('PUT', '/admin/loyalty', operator.token, { enabled: true, tomanPerPoint: 1_000, minPoints: 50 });
  });
});

describe('POST /api/user/scores/redeem', () => {
  it('turns points into wallet credit with a ledger row in one go; never more than the points left, nor below the minimum', async () => {
    expect((await callApi('/user/scores/redeem', { method: 'POST' })).status).toBe(401);
    const b = await paidBuyer();
    const { points } = await scores(b.token);

    const small = await userJson('POST', '/user/scores/redeem', b.token, { points: 49 });
    expect(small.status).toBe(400);
    expect(errorBodySchema.parse(small.body).message).toBe('دست‌کم ۵۰ امتیاز را می‌توانید تبدیل کنید');
    expect((await userJson('POST', '/user/scores/redeem', b.token, { points: 'many' })).status).toBe(400);
    const tooMany = await userJson('POST', '/user/scores/redeem', b.token, { points: points + 1 });
    expect(tooMany.status).toBe(409);
    expect(errorBodySchema.parse(tooMany.body).message).toBe('امتیاز شما کافی نیست');

    const before = await walletBalance(b.user.id);
    const res = await userJson('POST', '/user/scores/redeem', b.token, { points: 60 });
    expect(res.status).toBe(200);
    expect(envelope(redeemedSchema).parse(res.body).data).toEqual({ points: 60, amount: 60_000, remaining: points - 60 });
    expect(await walletBalance(b.user.id)).toBe(before + 60_000);
    const [ledger] = await getDb().select().from(scoreRedemptions).where(eq(scoreRedemptions.userId, b.user.id));
    const [entry] = await getDb().select().from(walletEntries).where(eq(walletEntries.id, ledger!.walletEntryId));
    expect(entry).toMatchObject({ userId: b.user.id, amount: 60_000, reason: 'تبدیل ۶۰ امتیاز به اعتبار' });
    expect(await scores(b.token)).toMatchObject({ points: points - 60, earned: points, spent: 60 });
    // What is left is below the minimum now (110-odd minus 60).
    expect((await userJson('POST', '/user/scores/redeem', b.token, { points: points - 60 })).status).toBe(points - 60 >= 50 ? 200 : 400);
  });

  it('spends the same points once when two requests race', async () => {
    const b = await paidBuyer();
    const { points } = await scores(b.token);
    const before = await walletBalance(b.user.id);
    const answers = await Promise.all([0, 1, 2].map(() => userJson('POST', '/user/scores/redeem', b.token, { points })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await walletBalance(b.user.id)).toBe(before + points * 1_000);
    expect(await getDb().select().from(scoreRedemptions).where(eq(scoreRedemptions.userId, b.user.id))).toHaveLength(1);
    expect((await scores(b.token)).points).toBe(0);
  });

  it('refuses while an operator has spending off', async () => {
    const operator = await loginAsStaff('orders');
    await userJson('PUT', '/admin/loyalty', operator.token, { enabled: false, tomanPerPoint: 1_000, minPoints: 50 });
    const b = await paidBuyer();
    const res = await userJson('POST', '/user/scores/redeem', b.token, { points: 60 });
    expect(res.status).toBe(409);
    expect(errorBodySchema.parse(res.body).message).toBe('تبدیل امتیاز به اعتبار فعلاً ممکن نیست');
    expect((await scores(b.token)).spending.rule).toBe('تبدیل امتیاز به اعتبار فعلاً ممکن نیست');
    await userJson('PUT', '/admin/loyalty', operator.token, { enabled: true, tomanPerPoint: 1_000, minPoints: 50 });
  });
});
