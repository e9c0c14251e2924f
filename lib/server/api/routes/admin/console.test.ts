import { afterEach, describe, expect, it } from 'vitest';
import { consoleOverviewSchema } from '@/lib/contracts/admin/overview';
import { consoleMeSchema } from '@/lib/contracts/admin/staff';
import { envelope } from '@/lib/contracts/envelope';
import { setClock } from '@/lib/server/clock';
import { getDb } from '@/lib/server/db/client';
import { facilityPlans, loanRequests, orders, type OrderStatus } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { bearer, loginWithCode } from '@/tests/auth';
import { makeProduct } from '@/tests/basket';
import { loginAsStaff } from '@/tests/staff';
import { tehranPeriodStarts } from '../../../services/admin/overview';
import { submittedRequest } from '../cooperation/cooperation-test-kit';

afterEach(() => setClock());

async function overview(token: string) {
  const res = await callApi('/admin/overview', bearer(token));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.headers.get('cache-control')).toContain('no-store');
  return envelope(consoleOverviewSchema).parse(res.body).data;
}

/** An order row as the checkout leaves it, at the given instants (test set-up). */
async function order(userId: number, status: OrderStatus, createdAt: string, payable: number, paidAt: string | null) {
  await getDb().insert(orders).values({
    userId,
    status,
    shippingMethod: 'post',
    shippingAddress: { province: 'تهران', city: 'تهران', address: 'خیابان آزادی', postalCode: '1234567890', receiverName: 'مریم', receiverMobile: '09121234567' },
    shippingPrice: 0,
    estimatedDelivery: '2030-01-10',
    itemsPrice: payable,
    discount: 0,
    insurancePrice: 0,
    payable,
    paymentMethod: 'gateway',
    gatewayAmount: payable,
    reservedUntil: new Date(createdAt),
    paidAt: paidAt ? new Date(paidAt) : null,
    createdAt: new Date(createdAt),
    updatedAt: new Date(createdAt),
  });
}

describe('GET /api/admin/me', () => {
  it('tells the console who is there, their roles and what they may do', async () => {
    const clerk = await loginAsStaff('support');
    const me = envelope(consoleMeSchema).parse((await callApi('/admin/me', bearer(clerk.token))).body).data;
    expect(me).toEqual({ user: { id: clerk.user.id, mobile: clerk.user.mobile, name: null }, roles: [{ key: 'support', title: 'پشتیبانی' }], permissions: ['orders.read', 'customers.read'] });
  });
});

describe('GET /api/admin/overview', () => {
  it('starts the day at Tehran midnight and the week on Saturday', () => {
    // Monday 2030-01-07 10:00 in Tehran (UTC+3:30).
    expect(tehranPeriodStarts(new Date('2030-01-07T06:30:00Z'))).toEqual({ today: new Date('2030-01-06T20:30:00Z'), week: new Date('2030-01-04T20:30:00Z') });
    // 00:10 on Saturday in Tehran is still Friday in UTC: the new week has begun.
    expect(tehranPeriodStarts(new Date('2030-01-04T20:40:00Z'))).toEqual({ today: new Date('2030-01-04T20:30:00Z'), week: new Date('2030-01-04T20:30:00Z') });
  });

  it('counts today’s and this week’s orders and what was sold, straight from the database', async () => {
    const { token } = await loginAsStaff('orders');
    const buyer = await loginWithCode();
    setClock(() => new Date('2030-01-07T06:30:00Z'));
    const before = await overview(token);
    expect(before.orders!.today).toEqual({ orders: 0, revenue: 0 });

    await order(buyer.user.id, 'paid', '2030-01-06T20:40:00Z', 1_000_000, '2030-01-06T20:41:00Z'); // today 00:10
    await order(buyer.user.id, 'delivered', '2030-01-06T20:20:00Z', 2_000_000, '2030-01-06T20:21:00Z'); // Sunday 23:50
    await order(buyer.user.id, 'shipped', '2030-01-04T20:20:00Z', 4_000_000, '2030-01-04T20:21:00Z'); // last Friday 23:50
    await order(buyer.user.id, 'cancelled', '2030-01-07T05:00:00Z', 300_000, null);
    await order(buyer.user.id, 'refunded', '2030-01-07T05:10:00Z', 700_000, '2030-01-07T05:11:00Z');

    const after = await overview(token);
    expect(after.orders!.today).toEqual({ orders: 3, revenue: 1_000_000 });
    expect(after.orders!.week).toEqual({ orders: 4, revenue: 3_000_000 });
    const waiting = (o: typeof after, state: string) => o.orders!.awaitingAction.find((w) => w.state === state)!.count;
    expect(waiting(after, 'paid') - waiting(before, 'paid')).toBe(1);
    expect(waiting(after, 'shipped') - waiting(before, 'shipped')).toBe(1);
    expect(waiting(after, 'processing') - waiting(before, 'processing')).toBe(0);
    expect(after.since).toEqual({ today: '2030-01-06T20:30:00.000Z', week: '2030-01-04T20:30:00.000Z' });
    // An orders clerk does not see the catalog's or the credit desk's part.
    expect(after).toMatchObject({ lowStock: null, credit: null });
  });

  it('lists low-stock variants for the catalog, pending requests for the credit desk', async () => {
    const catalog = await loginAsStaff('catalog');
    const credit = await loginAsStaff('credit');
    const before = await overview(catalog.token);
    await makeProduct([{ stock: 0 }, { stock: 3 }, { stock: 4 }, { stock: 1, active: false }], 'گوشی کم‌موجودی');
    const after = await overview(catalog.token);
    expect(after).toMatchObject({ orders: null, credit: null });
    // 0 and 3 count; 4 is above the threshold and an inactive variant is not for sale.
    expect(after.lowStock!.count - before.lowStock!.count).toBe(2);
    const { items, threshold } = after.lowStock!;
    expect(items).toHaveLength(Math.min(5, after.lowStock!.count));
    expect(items.map((i) => i.stock)).toEqual(items.map((i) => i.stock).sort((a, b) => a - b));
    expect(items.every((i) => i.stock <= threshold && i.sku && i.title)).toBe(true);

    const pending = await overview(credit.token);
    const applicant = await loginWithCode();
    const [plan] = await getDb().select({ id: facilityPlans.id }).from(facilityPlans).limit(1);
    await getDb().insert(loanRequests).values({ userId: applicant.user.id, planId: plan!.id, state: 'submitted', price: 30_000_000, prepayment: 10_000_000, loanAmount: 20_000_000 });
    await submittedRequest();
    const later = await overview(credit.token);
    expect(later.credit!.loansSubmitted - pending.credit!.loansSubmitted).toBe(1);
    expect(later.credit!.cooperationSubmitted - pending.credit!.cooperationSubmitted).toBe(1);
    expect(later).toMatchObject({ orders: null, lowStock: null });
  });
});
