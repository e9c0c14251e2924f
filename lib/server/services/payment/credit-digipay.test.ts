import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '@/lib/server/clock';
import { setPaymentGateway } from '@/lib/server/providers/payment/gateways';
import { digipayGateway } from '@/lib/server/providers/payment/digipay';
import { creditOrder, eventsOf, offerGateways, paymentRow, startCredit } from '@/tests/credit';
import { DIGIPAY_SIM_CREDENTIALS, startDigipaySimulator } from '@/tests/credit-digipay-sim';
import { orderOf } from '@/tests/orders';
import { followCallback, paymentOf } from '@/tests/payment';
import { SYSTEM_ACTOR } from '../audit/audit-log';
import { moveOrder } from '../orders/change-order';
import { walletBalance } from '../wallet/ledger';

let sim: Awaited<ReturnType<typeof startDigipaySimulator>>;

beforeAll(async () => {
  sim = await startDigipaySimulator({ reversalDays: 7 });
  setPaymentGateway('digipay', digipayGateway({ baseUrl: sim.url, ...DIGIPAY_SIM_CREDENTIALS }));
  await offerGateways(['sandbox', 'digipay']);
});
afterAll(async () => {
  setPaymentGateway('digipay');
  await sim.close();
});
afterEach(() => setClock());

const providerIdOf = (paymentId: number) => String(paymentId);

async function paidDigipayOrder() {
  const buyer = await creditOrder(2);
  const { paymentId } = await startCredit(buyer.token, buyer.orderId, 'digipay');
  await followCallback(sim.decide(providerIdOf(paymentId), 'approve'));
  return { ...buyer, paymentId };
}

describe('Digipay adapter against the local simulator', () => {
  it('asks for a ticket in rial with the mobile and the basket, and pays the order once after verify', async () => {
    const buyer = await creditOrder(2);
    const { paymentId, redirectUrl } = await startCredit(buyer.token, buyer.orderId, 'digipay');
    expect(redirectUrl).toMatch(new RegExp(`^${sim.url}/purchase/[0-9a-f]{24}$`));
    const ticket = sim.calls.find((c) => c.path === '/tickets/business' && c.body.providerId === providerIdOf(paymentId))!;
    expect(ticket.query.get('type')).toBe('13');
    expect(ticket.body).toMatchObject({
      amount: 91_200_000,
      cellNumber: buyer.user.mobile,
      callbackUrl: 'http://localhost:3000/api/payment/callback/digipay',
      basketDetailsDto: { basketId: providerIdOf(paymentId), items: [{ productCode: String(buyer.variantId), count: 1, productType: 1 }] },
    });

    const back = sim.decide(providerIdOf(paymentId), 'approve');
    expect(await followCallback(back, 'POST')).toBe(`/payment/response?paymentId=${paymentId}`);
    const { order } = await orderOf(buyer.token, buyer.orderId);
    expect(order).toMatchObject({ status: 'paid' });
    const payment = await paymentRow(paymentId);
    expect(payment).toMatchObject({ status: 'paid', gateway: 'digipay', refId: back.searchParams.get('trackingCode') });

    // A replay changes nothing and is kept.
    await followCallback(back);
    expect((await orderOf(buyer.token, buyer.orderId)).order!.events.filter((e) => e.status === 'paid')).toHaveLength(1);
    expect(await eventsOf(paymentId)).toEqual(['replay']);
  });

  it('a declined credit fails the payment with the provider’s reason; the order still waits', async () => {
    const buyer = await creditOrder(2);
    const { paymentId } = await startCredit(buyer.token, buyer.orderId, 'digipay');
    await followCallback(sim.decide(providerIdOf(paymentId), 'decline'));
    expect((await paymentOf(buyer.token, paymentId)).body).toMatchObject({ data: { status: 'failed', message: 'ارائه‌دهنده اعتبار این خرید را تأیید نکرد' } });
    expect((await orderOf(buyer.token, buyer.orderId)).order!.status).toBe('awaiting_payment');
  });

  it('a SUCCESS the provider does not confirm, or another amount, is refused and logged', async () => {
    const buyer = await creditOrder(2);
    const first = await startCredit(buyer.token, buyer.orderId, 'digipay');
    const forged = sim.decide(providerIdOf(first.paymentId), 'cancel');
    forged.searchParams.set('result', 'SUCCESS');
    forged.searchParams.set('trackingCode', '123456789');
    await followCallback(forged);
    expect(await paymentRow(first.paymentId)).toMatchObject({ status: 'failed', failureReason: 'not_paid' });

    const second = await startCredit(buyer.token, buyer.orderId, 'digipay');
    const back = sim.decide(providerIdOf(second.paymentId), 'approve');
    sim.purchases.get(providerIdOf(second.paymentId))!.amount = 1_000;
    await followCallback(back);
    expect(await paymentRow(second.paymentId)).toMatchObject({ status: 'failed', failureReason: 'amount_mismatch' });
    expect(await eventsOf(second.paymentId)).toEqual(['amount_mismatch']);
    expect((await orderOf(buyer.token, buyer.orderId)).order!.status).toBe('awaiting_payment');
  });

  it('shipping a paid Digipay order confirms the delivery with Digipay', async () => {
    const { orderId, paymentId } = await paidDigipayOrder();
    await moveOrder(SYSTEM_ACTOR, orderId, 'processing', null);
    expect(sim.purchases.get(providerIdOf(paymentId))!.delivered).toBe(false);
    await moveOrder(SYSTEM_ACTOR, orderId, 'shipped', null, 'TRK-12345');
    expect(sim.purchases.get(providerIdOf(paymentId))!.delivered).toBe(true);
    const deliver = sim.calls.find((c) => c.path === '/purchases/deliver' && c.body.invoiceNumber === String(orderId))!;
    expect(deliver.body).toMatchObject({ trackingCode: (await paymentRow(paymentId)).refId, products: ['گوشی آزمایشی'] });
    expect(await eventsOf(paymentId)).toEqual(['delivered']);
  });

  it('a refund within the reversal window reverses the purchase at Digipay; nothing goes to the wallet', async () => {
    const { orderId, paymentId, user, token } = await paidDigipayOrder();
    const start = Date.now();
    setClock(() => new Date(start + 6 * 86_400_000));
    await moveOrder(SYSTEM_ACTOR, orderId, 'refunded', null);
    expect(sim.purchases.get(providerIdOf(paymentId))!.reversed).toBe(true);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'reversed' });
    expect(await eventsOf(paymentId)).toEqual(['reversed']);
    expect(await walletBalance(user.id)).toBe(0);
    expect((await orderOf(token, orderId)).order!.status).toBe('refunded');
  });

  it('after the window the refund goes to the wallet, and Digipay is not asked', async () => {
    const { orderId, paymentId, user } = await paidDigipayOrder();
    const start = Date.now();
    setClock(() => new Date(start + 8 * 86_400_000));
    const asked = sim.calls.filter((c) => c.path === '/refunds').length;
    await moveOrder(SYSTEM_ACTOR, orderId, 'refunded', null);
    expect(sim.calls.filter((c) => c.path === '/refunds')).toHaveLength(asked);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'paid' });
    expect(await eventsOf(paymentId)).toEqual(['reversal_window_closed']);
    expect(await walletBalance(user.id)).toBe(9_120_000);
  });

  it('a reversal Digipay refuses stops the refund (503) and changes nothing', async () => {
    const { orderId, paymentId, token, user } = await paidDigipayOrder();
    sim.purchases.get(providerIdOf(paymentId))!.reversed = true;
    await expect(moveOrder(SYSTEM_ACTOR, orderId, 'refunded', null)).rejects.toMatchObject({ status: 503 });
    expect((await orderOf(token, orderId)).order!.status).toBe('paid');
    expect(await walletBalance(user.id)).toBe(0);
  });
});
