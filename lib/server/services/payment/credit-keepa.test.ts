import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '@/lib/server/clock';
import { getDb } from '@/lib/server/db/client';
import { setPaymentGateway } from '@/lib/server/providers/payment/gateways';
import { keepaGateway } from '@/lib/server/providers/payment/keepa';
import { creditOrder, eventsOf, offerGateways, paymentRow, startCredit } from '@/tests/credit';
import { KEEPA_SIM_KEY, startKeepaSimulator } from '@/tests/credit-keepa-sim';
import { orderOf } from '@/tests/orders';
import { followCallback, paymentOf } from '@/tests/payment';
import { SYSTEM_ACTOR } from '../audit/audit-log';
import { moveOrder } from '../orders/change-order';
import { walletBalance } from '../wallet/ledger';

let sim: Awaited<ReturnType<typeof startKeepaSimulator>>;
const adapter = () => keepaGateway({ baseUrl: sim.url, apiKey: KEEPA_SIM_KEY });

beforeAll(async () => {
  sim = await startKeepaSimulator({ reversalDays: 14 });
  setPaymentGateway('keepa', adapter());
  await offerGateways(['sandbox', 'keepa']);
});
afterAll(async () => {
  setPaymentGateway('keepa');
  await sim.close();
});
afterEach(() => setClock());

const tokenOf = (redirectUrl: string) => redirectUrl.split('/').at(-1)!;

async function paidKeepaOrder() {
  const buyer = await creditOrder(4);
  const { paymentId, redirectUrl } = await startCredit(buyer.token, buyer.orderId, 'keepa');
  await followCallback(sim.decide(tokenOf(redirectUrl), 'approved'));
  return { ...buyer, paymentId, orderToken: tokenOf(redirectUrl) };
}

describe('Keepa adapter against the local simulator', () => {
  it('creates the credit order in rial with the items, verifies on return and pays the order once', async () => {
    const buyer = await creditOrder(4);
    const { paymentId, redirectUrl } = await startCredit(buyer.token, buyer.orderId, 'keepa');
    expect(redirectUrl).toMatch(new RegExp(`^${sim.url}/pay/K[0-9a-f]{20}$`));
    const create = sim.calls.find((c) => c.path === '/v1/credit/orders' && c.body.merchant_order_id === String(paymentId))!;
    expect(create.body).toMatchObject({
      amount: 91_200_000,
      mobile: buyer.user.mobile,
      callback_url: 'http://localhost:3000/api/payment/callback/keepa',
      items: [{ sku: String(buyer.variantId), quantity: 1, unit_price: 90_000_000 }],
    });
    const back = sim.decide(tokenOf(redirectUrl), 'approved');
    expect(await followCallback(back)).toBe(`/payment/response?paymentId=${paymentId}`);
    expect((await orderOf(buyer.token, buyer.orderId)).order!.status).toBe('paid');
    await followCallback(back);
    expect(await eventsOf(paymentId)).toEqual(['replay']);

    // Verify itself, asked again, says it was verified before; the shop still counts the purchase once.
    const again = await getDb().transaction((tx) => adapter().verify(tx, { authority: tokenOf(redirectUrl), amountRial: 91_200_000 }));
    expect(again).toMatchObject({ paid: true, alreadyVerified: true });
  });

  it('declined, cancelled and a different amount each fail the payment', async () => {
    const buyer = await creditOrder(4);
    const declined = await startCredit(buyer.token, buyer.orderId, 'keepa');
    await followCallback(sim.decide(tokenOf(declined.redirectUrl), 'declined'));
    expect((await paymentOf(buyer.token, declined.paymentId)).body).toMatchObject({ data: { status: 'failed', message: 'ارائه‌دهنده اعتبار این خرید را تأیید نکرد' } });

    const cancelled = await startCredit(buyer.token, buyer.orderId, 'keepa');
    await followCallback(sim.decide(tokenOf(cancelled.redirectUrl), 'cancelled'));
    expect((await paymentOf(buyer.token, cancelled.paymentId)).body).toMatchObject({ data: { status: 'failed', message: 'پرداخت لغو شد' } });

    const changed = await startCredit(buyer.token, buyer.orderId, 'keepa');
    const back = sim.decide(tokenOf(changed.redirectUrl), 'approved');
    sim.orders.get(tokenOf(changed.redirectUrl))!.amount = 10_000;
    await followCallback(back);
    expect(await paymentRow(changed.paymentId)).toMatchObject({ status: 'failed', failureReason: 'amount_mismatch' });
    expect((await orderOf(buyer.token, buyer.orderId)).order!.status).toBe('awaiting_payment');
  });

  it('shipping confirms the delivery; a refund in the window reverses it at Keepa', async () => {
    const { orderId, paymentId, orderToken, user } = await paidKeepaOrder();
    await moveOrder(SYSTEM_ACTOR, orderId, 'processing', null);
    await moveOrder(SYSTEM_ACTOR, orderId, 'shipped', null, 'TRK-12345');
    expect(sim.orders.get(orderToken)!.delivered).toBe(true);

    const other = await paidKeepaOrder();
    const start = Date.now();
    setClock(() => new Date(start + 13 * 86_400_000));
    await moveOrder(SYSTEM_ACTOR, other.orderId, 'refunded', null);
    expect(sim.orders.get(other.orderToken)!.reversed).toBe(true);
    expect(await paymentRow(other.paymentId)).toMatchObject({ status: 'reversed' });
    expect(await walletBalance(other.user.id)).toBe(0);
    expect(await eventsOf(paymentId)).toEqual(['delivered']);
    expect(await walletBalance(user.id)).toBe(0);
  });

  it('a refund after the window goes to the wallet', async () => {
    const { orderId, paymentId, orderToken, user } = await paidKeepaOrder();
    const start = Date.now();
    setClock(() => new Date(start + 15 * 86_400_000));
    await moveOrder(SYSTEM_ACTOR, orderId, 'refunded', null);
    expect(sim.orders.get(orderToken)!.reversed).toBe(false);
    expect(await eventsOf(paymentId)).toEqual(['reversal_window_closed']);
    expect(await walletBalance(user.id)).toBe(9_120_000);
  });
});
