import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setClock } from '@/lib/server/clock';
import { getDb } from '@/lib/server/db/client';
import { payments } from '@/lib/server/db/schema';
import { walletBalance } from '@/lib/server/services/wallet/ledger';
import { loginWithCode } from '@/tests/auth';
import { makeProduct, userCall } from '@/tests/basket';
import { buyerWithBasket, dataOf, giveWallet, makeAddress, orderOf, place, stockOf, userJson } from '@/tests/orders';
import { decideInSandbox, followCallback } from '@/tests/payment';

const started = z.object({ paymentId: z.number().int(), redirectUrl: z.string() });

afterEach(() => setClock());

async function payAtBank(token: string, orderId: number, action: 'pay' | 'cancel' = 'pay') {
  const res = await userJson('POST', `/user/orders/${orderId}/pay`, token, { gateway: 'sandbox' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { paymentId, redirectUrl } = dataOf(started, res.body);
  const callback = await decideInSandbox(redirectUrl, action);
  return { paymentId, callback, result: await followCallback(callback) };
}

async function basketQty(token: string) {
  return (await userCall('GET', '/user/basket', token)).basket!.extraObject.qty;
}

describe('paying an order at the bank', () => {
  it('the sandbox bank pays the order: paid, basket emptied, payment on the order, result page named', async () => {
    const buyer = await buyerWithBasket(undefined, 2);
    const { placed } = await place(buyer.token, { addressId: buyer.address.id });
    const { paymentId, result } = await payAtBank(buyer.token, placed!.orderId);
    expect(result).toBe(`/payment/response?paymentId=${paymentId}`);
    const { order } = await orderOf(buyer.token, placed!.orderId);
    expect(order).toMatchObject({ status: 'paid', canPay: false, canCancel: false });
    expect(order!.payments).toEqual([expect.objectContaining({ id: paymentId, amount: 18_120_000, status: 'paid', gateway: 'sandbox' })]);
    expect(order!.events.map((e) => e.status)).toEqual(['awaiting_payment', 'paid']);
    expect(await basketQty(buyer.token)).toBe(0);
    expect(await stockOf(buyer.variant.id)).toBe(3);
  });

  it('wallet then gateway: the wallet share at ordering, the rest at the bank', async () => {
    const buyer = await buyerWithBasket();
    await giveWallet(buyer.user.id, 2_000_000);
    const { placed } = await place(buyer.token, { paymentMethod: 'wallet_gateway', addressId: buyer.address.id });
    const { paymentId } = await payAtBank(buyer.token, placed!.orderId);
    const { order } = await orderOf(buyer.token, placed!.orderId);
    expect(order).toMatchObject({ status: 'paid', walletAmount: 2_000_000, gatewayAmount: 7_120_000 });
    const [payment] = await getDb().select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({ amount: 7_120_000, status: 'paid' });
    expect(await walletBalance(buyer.user.id)).toBe(0);
  });

  it('a cancel at the bank leaves the order waiting, and a retry pays it', async () => {
    const buyer = await buyerWithBasket();
    const { placed } = await place(buyer.token, { addressId: buyer.address.id });
    await payAtBank(buyer.token, placed!.orderId, 'cancel');
    expect((await orderOf(buyer.token, placed!.orderId)).order).toMatchObject({ status: 'awaiting_payment', canPay: true });
    expect(await basketQty(buyer.token)).toBe(1);
    await payAtBank(buyer.token, placed!.orderId);
    const { order } = await orderOf(buyer.token, placed!.orderId);
    expect(order!.status).toBe('paid');
    expect(order!.payments.map((p) => p.status)).toEqual(['failed', 'paid']);
  });

  it('a replayed callback pays once', async () => {
    const buyer = await buyerWithBasket();
    const { placed } = await place(buyer.token, { addressId: buyer.address.id });
    const { callback } = await payAtBank(buyer.token, placed!.orderId);
    await Promise.all([followCallback(callback), followCallback(callback)]);
    const { order } = await orderOf(buyer.token, placed!.orderId);
    expect(order!.events.filter((e) => e.status === 'paid')).toHaveLength(1);
    expect(await walletBalance(buyer.user.id)).toBe(0);
  });

  it('refuses to start a payment for another user’s, a paid, or an expired order', async () => {
    const buyer = await buyerWithBasket();
    const other = await loginWithCode();
    const { placed } = await place(buyer.token, { addressId: buyer.address.id });
    expect((await userJson('POST', `/user/orders/${placed!.orderId}/pay`, other.token, { gateway: 'sandbox' })).status).toBe(404);
    expect((await userJson('POST', `/user/orders/${placed!.orderId}/pay`, buyer.token, { gateway: 'zarinpal' })).status).toBe(400);
    const start = Date.now();
    setClock(() => new Date(start + 16 * 60_000));
    const late = await userJson('POST', `/user/orders/${placed!.orderId}/pay`, buyer.token, { gateway: 'sandbox' });
    expect(late.status).toBe(409);
  });

  it('money that arrives after the order ran out: the order revives when its units are there, else goes to the wallet', async () => {
    const buyer = await buyerWithBasket([{ price: 1_000_000, stock: 1, maxBuy: 1 }]);
    const { placed } = await place(buyer.token, { addressId: buyer.address.id });
    const res = await userJson('POST', `/user/orders/${placed!.orderId}/pay`, buyer.token, { gateway: 'sandbox' });
    const { redirectUrl } = dataOf(started, res.body);
    const start = Date.now();
    setClock(() => new Date(start + 16 * 60_000));
    // The order is cancelled by the sweep and a rival buys the last unit before the bank answers.
    expect((await orderOf(buyer.token, placed!.orderId)).order!.status).toBe('cancelled');
    const rival = await loginWithCode();
    await userCall('POST', '/user/addBasket', rival.token, { productPropertyId: buyer.variant.id, qty: 1 });
    await giveWallet(rival.user.id, 2_000_000);
    const rivalOrder = await place(rival.token, { paymentMethod: 'wallet', addressId: (await makeAddress(rival.token)).id });
    expect(rivalOrder.placed!.status).toBe('paid');
    await followCallback(await decideInSandbox(redirectUrl, 'pay'));
    expect((await orderOf(buyer.token, placed!.orderId)).order!.status).toBe('cancelled');
    expect(await walletBalance(buyer.user.id)).toBe(1_120_000);
    expect(await stockOf(buyer.variant.id)).toBe(0);

    // With the unit still there the late payment brings the order back.
    const again = await buyerWithBasket([{ price: 1_000_000, stock: 1, maxBuy: 1 }]);
    const second = await place(again.token, { addressId: again.address.id });
    const pay = dataOf(started, (await userJson('POST', `/user/orders/${second.placed!.orderId}/pay`, again.token, { gateway: 'sandbox' })).body);
    setClock(() => new Date(start + 40 * 60_000));
    expect((await orderOf(again.token, second.placed!.orderId)).order!.status).toBe('cancelled');
    await followCallback(await decideInSandbox(pay.redirectUrl, 'pay'));
    expect((await orderOf(again.token, second.placed!.orderId)).order!.status).toBe('paid');
    expect(await stockOf(again.variant.id)).toBe(0);
    expect(await walletBalance(again.user.id)).toBe(0);
  });
});

describe('the last units at the bank', () => {
  it('20 buyers race for 3 units by gateway: 3 orders hold them, and exactly those 3 are paid', async () => {
    const { variants } = await makeProduct([{ price: 1_000_000, stock: 3, maxBuy: 1 }]);
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const login = await loginWithCode();
        await userCall('POST', '/user/addBasket', login.token, { productPropertyId: variants[0]!.id, qty: 1 });
        return { ...login, address: await makeAddress(login.token) };
      }),
    );
    const placed = await Promise.all(buyers.map((b) => place(b.token, { addressId: b.address.id })));
    const winners = buyers.filter((_, i) => placed[i]!.status === 200);
    expect(winners).toHaveLength(3);
    await Promise.all(winners.map((b, i) => payAtBank(b.token, placed.filter((p) => p.status === 200)[i]!.placed!.orderId)));
    const states = await Promise.all(winners.map(async (b) => (await userJson('GET', '/user/orders?status=paid', b.token)).body));
    expect(states.map((body) => (body as { data: { total: number } }).data.total)).toEqual([1, 1, 1]);
    expect(await stockOf(variants[0]!.id)).toBe(0);
  });
});

describe('charging the wallet to pay an order', () => {
  it('the charge leaves a modal notification for the order; paying from the wallet finishes it, and the buyer hears of it', async () => {
    const buyer = await buyerWithBasket([{ price: 1_000_000, stock: 5 }]);
    const { placed } = await place(buyer.token, { addressId: buyer.address.id });
    const charge = await userJson('POST', '/user/wallet/charge', buyer.token, { amount: 1_120_000, gateway: 'sandbox', orderId: placed!.orderId });
    expect(charge.status, JSON.stringify(charge.body)).toBe(200);
    await followCallback(await decideInSandbox(dataOf(started, charge.body).redirectUrl, 'pay'));
    const notes = dataOf(z.array(z.object({ isModal: z.boolean(), seen: z.boolean(), value: z.string().nullable() })), (await userJson('GET', '/user/notifications', buyer.token)).body);
    expect(notes.filter((n) => n.isModal && !n.seen)).toEqual([expect.objectContaining({ value: String(placed!.orderId) })]);

    const paid = await userJson('POST', `/user/orders/${placed!.orderId}/pay-from-wallet`, buyer.token);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const { order } = await orderOf(buyer.token, placed!.orderId);
    expect(order).toMatchObject({ status: 'paid', walletAmount: 1_120_000, gatewayAmount: 0, paymentMethod: 'wallet' });
    expect(await walletBalance(buyer.user.id)).toBe(0);
    expect(await basketQty(buyer.token)).toBe(0);
    const after = dataOf(z.array(z.object({ title: z.string(), value: z.string().nullable() })), (await userJson('GET', '/user/notifications', buyer.token)).body);
    expect(after.map((n) => n.title)).toContain('سفارش پرداخت شد');
    expect((await userJson('POST', `/user/orders/${placed!.orderId}/pay-from-wallet`, buyer.token)).status).toBe(409);
  });

  it('a charge cannot name another user’s order, and a short wallet cannot pay one', async () => {
    const buyer = await buyerWithBasket();
    const other = await loginWithCode();
    const { placed } = await place(buyer.token, { addressId: buyer.address.id });
    expect((await userJson('POST', '/user/wallet/charge', other.token, { amount: 100_000, gateway: 'sandbox', orderId: placed!.orderId })).status).toBe(404);
    const short = await userJson('POST', `/user/orders/${placed!.orderId}/pay-from-wallet`, buyer.token);
    expect(short.status).toBe(409);
    expect(short.body).toMatchObject({ message: 'موجودی کیف پول کافی نیست' });
  });
});
