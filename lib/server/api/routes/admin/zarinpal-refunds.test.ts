import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminOrderSchema } from '@/lib/contracts/admin/orders';
import { getDb } from '@/lib/server/db/client';
import { paymentEvents, payments } from '@/lib/server/db/schema';
import { setPaymentGateway } from '@/lib/server/providers/payment/gateways';
import { zarinpalGateway } from '@/lib/server/providers/payment/zarinpal';
import { walletBalance } from '@/lib/server/services/wallet/ledger';
import { buyerWithBasket, dataOf, place, userJson } from '@/tests/orders';
import { followCallback } from '@/tests/payment';
import { ZARINPAL_TEST_TOKEN, zarinpalSimulatorForFile } from '@/tests/payment-zarinpal-sim';
import { loginAsStaff } from '@/tests/staff';

const MERCHANT = '22222222-3333-4444-5555-666666666666';
const simulator = zarinpalSimulatorForFile(MERCHANT, { refunds: true });
const started = z.object({ paymentId: z.number().int(), redirectUrl: z.string() });

/** A posted order of 9,120,000 toman paid at (simulated) Zarinpal. */
async function zarinpalPaidOrder() {
  const buyer = await buyerWithBasket();
  const { placed } = await place(buyer.token, { addressId: buyer.address.id });
  const res = await userJson('POST', `/user/orders/${placed!.orderId}/pay`, buyer.token, { gateway: 'zarinpal' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { paymentId, redirectUrl } = dataOf(started, res.body);
  const authority = redirectUrl.split('/').at(-1)!;
  await followCallback(simulator().pay(authority));
  const [payment] = await getDb().select().from(payments).where(eq(payments.id, paymentId));
  expect(payment!.status).toBe('paid');
  return { buyer, orderId: placed!.orderId, paymentId, authority };
}

const graphqlCalls = () => simulator().calls.filter((c) => c.path === '/api/v4/graphql/').length;

describe('refunds of a Zarinpal payment, with the panel’s access token set', () => {
  it('a partial refund and then the whole rest go back to the card through AddRefund, not to the wallet', async () => {
    const clerk = await loginAsStaff('orders');
    const { buyer, orderId, paymentId, authority } = await zarinpalPaidOrder();
    const before = await walletBalance(buyer.user.id);

    const part = await userJson('POST', `/admin/orders/${orderId}/refunds`, clerk.token, { amount: 1_500_000, reason: 'قاب برگشت خورد' });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(dataOf(adminOrderSchema, part.body)).toMatchObject({ refundedAmount: 1_500_000, cardRefundable: 7_620_000, refundedToCard: 1_500_000 });
    expect(simulator().refundedOf(authority)).toBe(15_000_000);

    const whole = await userJson('POST', `/admin/orders/${orderId}/status`, clerk.token, { status: 'refunded' });
    expect(whole.status, JSON.stringify(whole.body)).toBe(200);
    expect(simulator().refundedOf(authority)).toBe(91_200_000);
    expect(await walletBalance(buyer.user.id)).toBe(before);
    const [payment] = await getDb().select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({ status: 'reversed', refundedAmount: 9_120_000 });
    const events = await getDb()
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.paymentId, paymentId), eq(paymentEvents.kind, 'refunded_at_gateway')))
      .orderBy(paymentEvents.id);
    expect(events.map((e) => e.detail.amount)).toEqual([1_500_000, 7_620_000]);
  });

  it('when Zarinpal does not answer in time the refund goes to the wallet and the order is still refunded', async () => {
    const clerk = await loginAsStaff('orders');
    const { buyer, orderId, paymentId, authority } = await zarinpalPaidOrder();
    setPaymentGateway('zarinpal', zarinpalGateway({ baseUrl: simulator().url, merchantId: MERCHANT, accessToken: ZARINPAL_TEST_TOKEN, graphqlUrl: simulator().graphqlUrl, timeoutMs: 200 }));
    simulator().graphql.mode = 'hang';
    try {
      const before = await walletBalance(buyer.user.id);
      const part = await userJson('POST', `/admin/orders/${orderId}/refunds`, clerk.token, { amount: 1_000_000, reason: 'تخفیف توافقی' });
      expect(part.status, JSON.stringify(part.body)).toBe(200);
      expect(await walletBalance(buyer.user.id)).toBe(before + 1_000_000);
      expect(simulator().refundedOf(authority)).toBe(0);
      const refused = await getDb().select().from(paymentEvents).where(and(eq(paymentEvents.paymentId, paymentId), eq(paymentEvents.kind, 'gateway_refund_failed')));
      expect(refused).toHaveLength(1);
    } finally {
      simulator().graphql.mode = 'ok';
      setPaymentGateway('zarinpal', zarinpalGateway({ baseUrl: simulator().url, merchantId: MERCHANT, accessToken: ZARINPAL_TEST_TOKEN, graphqlUrl: simulator().graphqlUrl }));
    }
  });

  it('without the access token Zarinpal is never asked: the console offers no card and the refund goes to the wallet', async () => {
    const clerk = await loginAsStaff('orders');
    const { buyer, orderId, paymentId } = await zarinpalPaidOrder();
    setPaymentGateway('zarinpal', zarinpalGateway({ baseUrl: simulator().url, merchantId: MERCHANT }));
    try {
      const calls = graphqlCalls();
      const before = await walletBalance(buyer.user.id);
      const order = await userJson('GET', `/admin/orders/${orderId}`, clerk.token);
      expect(dataOf(adminOrderSchema, order.body)).toMatchObject({ refundable: 9_120_000, cardRefundable: 0 });
      expect((await userJson('POST', `/admin/orders/${orderId}/status`, clerk.token, { status: 'refunded' })).status).toBe(200);
      expect(await walletBalance(buyer.user.id)).toBe(before + 9_120_000);
      expect(graphqlCalls()).toBe(calls);
      const [payment] = await getDb().select().from(payments).where(eq(payments.id, paymentId));
      expect(payment).toMatchObject({ status: 'paid', refundedAmount: 0 });
    } finally {
      setPaymentGateway('zarinpal', zarinpalGateway({ baseUrl: simulator().url, merchantId: MERCHANT, accessToken: ZARINPAL_TEST_TOKEN, graphqlUrl: simulator().graphqlUrl }));
    }
  });
});
