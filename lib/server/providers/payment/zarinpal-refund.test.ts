import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { startZarinpalSimulator, ZARINPAL_TEST_TERMINAL, ZARINPAL_TEST_TOKEN } from '@/tests/payment-zarinpal-sim';
import type { AfterSaleInput, PaymentGateway } from './payment-gateway';
import { zarinpalGateway, type ZarinpalConfig } from './zarinpal';

const MERCHANT = '11111111-2222-3333-4444-555555555555';
let sim: Awaited<ReturnType<typeof startZarinpalSimulator>>;

beforeAll(async () => {
  sim = await startZarinpalSimulator(MERCHANT);
});
afterAll(async () => {
  await sim.close();
});
beforeEach(() => {
  sim.graphql.mode = 'ok';
});

const gatewayWith = (config: Partial<ZarinpalConfig> = {}): PaymentGateway =>
  zarinpalGateway({ baseUrl: sim.url, merchantId: MERCHANT, accessToken: ZARINPAL_TEST_TOKEN, graphqlUrl: sim.graphqlUrl, timeoutMs: 500, ...config });

/** A payment of `amountRial` made and verified at the simulator; answers what an after-sale call gets for it. */
async function paidAtZarinpal(amountRial: number): Promise<AfterSaleInput> {
  const gateway = gatewayWith();
  return getDb().transaction(async (tx) => {
    const { authority } = await gateway.request(tx, { amountRial, callbackUrl: 'http://localhost:3000/api/payment/callback/zarinpal', description: 'آزمون' });
    sim.pay(authority);
    const verdict = await gateway.verify(tx, { authority, amountRial });
    if (!verdict.paid) throw new Error(verdict.detail);
    return { authority, refId: verdict.refId, amountRial, orderId: '42', items: [] };
  });
}

const refund = (gateway: PaymentGateway, input: AfterSaleInput) => getDb().transaction((tx) => gateway.refund!(tx, input));
const graphqlCalls = () => sim.calls.filter((c) => c.path === '/api/v4/graphql/');

describe('Zarinpal refunds through its GraphQL API', () => {
  it('finds the terminal by our merchant id and the transaction by its ref_id, then asks AddRefund for the whole payment, instantly to the card', async () => {
    const payment = await paidAtZarinpal(1_200_000);
    const before = graphqlCalls().length;

    const result = await refund(gatewayWith(), payment);

    expect(result).toEqual({ ok: true, reference: expect.stringMatching(/^385\d{6}$/) });
    expect(sim.refundedOf(payment.authority)).toBe(1_200_000);
    const [terminals, sessions, addRefund] = graphqlCalls().slice(before);
    for (const call of [terminals, sessions, addRefund]) expect(call!.authorization).toBe(`Bearer ${ZARINPAL_TEST_TOKEN}`);
    expect(terminals!.body.query).toContain('Terminals');
    expect(sessions!.body.variables).toEqual({ terminal_id: ZARINPAL_TEST_TERMINAL, reference_id: payment.refId });
    expect(addRefund!.body.query).toContain('AddRefund(session_id: $session_id');
    expect(addRefund!.body.variables).toEqual({ session_id: result.ok ? result.reference : '', amount: 1_200_000, description: 'بازگشت وجه سفارش 42', method: 'CARD', reason: 'CUSTOMER_REQUEST' });
  });

  it('gives back parts of a payment until the whole; more than is left is refused with Zarinpal’s message', async () => {
    const payment = await paidAtZarinpal(1_000_000);
    const gateway = gatewayWith();
    expect(await refund(gateway, { ...payment, refundRial: 300_000 })).toMatchObject({ ok: true });
    expect(await refund(gateway, { ...payment, refundRial: 650_000 })).toMatchObject({ ok: true });
    expect(sim.refundedOf(payment.authority)).toBe(950_000);

    expect(await refund(gateway, { ...payment, refundRial: 60_000 })).toEqual({ ok: false, detail: 'zarinpal: The refund amount is more than the refundable amount of the session.' });
    expect(sim.refundedOf(payment.authority)).toBe(950_000);
  });

  it('does not ask for less than Zarinpal’s smallest refund (20,000 rial)', async () => {
    const payment = await paidAtZarinpal(500_000);
    const before = graphqlCalls().length;
    expect(await refund(gatewayWith(), { ...payment, refundRial: 19_990 })).toEqual({ ok: false, detail: expect.stringContaining('20000') });
    expect(graphqlCalls()).toHaveLength(before);
  });

  it('refuses, without throwing, on GraphQL errors: a wrong token, no terminal of our merchant id, a transaction it does not know', async () => {
    const payment = await paidAtZarinpal(400_000);
    expect(await refund(gatewayWith({ accessToken: 'expired' }), payment)).toEqual({ ok: false, detail: 'zarinpal: Unauthenticated.' });
    expect(await refund(gatewayWith({ merchantId: '99999999-9999-9999-9999-999999999999' }), payment)).toEqual({ ok: false, detail: expect.stringContaining('no terminal') });
    expect(await refund(gatewayWith(), { ...payment, refId: '1' })).toEqual({ ok: false, detail: expect.stringContaining('no transaction') });
    // Another amount than the payment's is another transaction: never refunded by mistake.
    expect(await refund(gatewayWith(), { ...payment, amountRial: 500_000, refundRial: 400_000 })).toEqual({ ok: false, detail: expect.stringContaining('no transaction') });
    expect(sim.refundedOf(payment.authority)).toBe(0);
  });

  it('refuses, without throwing, when Zarinpal does not answer in time or answers something unreadable', async () => {
    const payment = await paidAtZarinpal(300_000);
    sim.graphql.mode = 'hang';
    const late = await refund(gatewayWith({ timeoutMs: 150 }), payment);
    expect(late).toMatchObject({ ok: false, detail: expect.stringMatching(/timeout|abort/i) });

    sim.graphql.mode = 'garbage';
    expect(await refund(gatewayWith(), payment)).toEqual({ ok: false, detail: 'HTTP 502, unreadable answer' });
    expect(sim.refundedOf(payment.authority)).toBe(0);
  });

  it('offers no refund at all without the panel’s access token', () => {
    expect(gatewayWith({ accessToken: undefined }).refund).toBeUndefined();
    expect(gatewayWith({ accessToken: '' }).refund).toBeUndefined();
  });
});
