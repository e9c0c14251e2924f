import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sellerOrderSchema } from '@/lib/contracts/orders';
import { getDb } from '@/lib/server/db/client';
import { payments, sandboxTransactions } from '@/lib/server/db/schema';
import { setPaymentGateway } from '@/lib/server/providers/payment/gateways';
import { sandboxGateway } from '@/lib/server/providers/payment/sandbox';
import { walletBalance } from '@/lib/server/services/wallet/ledger';
import { callApi } from '@/tests/api';
import { freshMobile, json, loginWithCode } from '@/tests/auth';
import { makeProduct, makeSeller, userCall } from '@/tests/basket';
import { branchCity, buyerWithBasket, dataOf, orderOf, place, userJson } from '@/tests/orders';
import { decideInSandbox, followCallback, paymentOf, sandboxToken } from '@/tests/payment';

const started = z.object({ paymentId: z.number().int(), redirectUrl: z.string() });
const linkStarted = z.object({ redirectUrl: z.string() });

afterEach(() => setPaymentGateway('sandbox'));

/** A seller's order of 2 units for a new customer, and the token of the link texted to them. */
async function payLink() {
  const seller = await loginWithCode();
  await makeSeller(seller.user.mobile);
  const { variants } = await makeProduct([{ price: 2_000_000, stock: 10, maxBuy: 5 }]);
  expect((await userCall('POST', '/user/addBasket', seller.token, { productPropertyId: variants[0]!.id, qty: 2 })).status).toBe(200);
  const { branchId } = await branchCity();
  const res = await userJson('POST', '/seller/orders', seller.token, { customerMobile: freshMobile(), shippingMethod: 'pickup', branchId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const made = dataOf(sellerOrderSchema, res.body);
  return { orderId: made.orderId, token: new URL(made.payLink).searchParams.get('t')! };
}

const openPayments = (orderId: number) =>
  getDb()
    .select()
    .from(payments)
    .where(and(eq(payments.referenceId, orderId), eq(payments.purpose, 'order')));

describe('one live gateway payment per order', () => {
  it('answers 10 parallel pay-link starts with one bank payment, and pays the order once', async () => {
    const { orderId, token } = await payLink();
    const answers = await Promise.all(Array.from({ length: 10 }, () => callApi(`/public/pay/${token}`, json({ gateway: 'sandbox' }))));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const urls = new Set(answers.map((a) => dataOf(linkStarted, a.body).redirectUrl));
    expect(urls.size).toBe(1);
    const rows = await openPayments(orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', amount: 4_000_000 });
    const bank = await getDb().select().from(sandboxTransactions).where(eq(sandboxTransactions.token, sandboxToken([...urls][0]!)));
    expect(bank).toHaveLength(1);

    await followCallback(await decideInSandbox([...urls][0]!, 'pay'));
    expect((await openPayments(orderId)).map((p) => p.status)).toEqual(['paid']);
    expect((await callApi(`/public/pay/${token}`, json({ gateway: 'sandbox' }))).status).toBe(409);
  });

  it('a start from another page closes the open payment at the bank, so only the newer one can be paid', async () => {
    const buyer = await buyerWithBasket();
    const { placed } = await place(buyer.token, { addressId: buyer.address.id });
    const first = dataOf(started, (await userJson('POST', `/user/orders/${placed!.orderId}/pay`, buyer.token, { gateway: 'sandbox' })).body);
    const again = dataOf(started, (await userJson('POST', `/user/orders/${placed!.orderId}/pay`, buyer.token, { gateway: 'sandbox' })).body);
    expect(again).toEqual(first);

    // The same order from the customer's pay link lands on another result page: a new payment, the old one closed.
    await getDb().update(payments).set({ resultPath: '/pay/result' }).where(eq(payments.id, first.paymentId));
    const second = dataOf(started, (await userJson('POST', `/user/orders/${placed!.orderId}/pay`, buyer.token, { gateway: 'sandbox' })).body);
    expect(second.paymentId).not.toBe(first.paymentId);
    const old = dataOf(z.object({ status: z.string(), message: z.string() }), (await paymentOf(buyer.token, first.paymentId)).body);
    expect(old).toEqual({ status: 'failed', message: 'پرداخت تازه‌تری برای این سفارش آغاز شد؛ این پرداخت بسته شد' });
    // Paying the closed page takes no money: the bank cancelled it.
    await followCallback(await decideInSandbox(first.redirectUrl, 'pay'));
    expect((await orderOf(buyer.token, placed!.orderId)).order!.status).toBe('awaiting_payment');
    await followCallback(await decideInSandbox(second.redirectUrl, 'pay'));
    expect((await orderOf(buyer.token, placed!.orderId)).order!.status).toBe('paid');
    expect(await walletBalance(buyer.user.id)).toBe(0);
  });
});

describe('a late payment for an order paid already', () => {
  /** Two bank payments of one order, both paid at the bank; the first's callback has not come back yet. */
  async function paidTwice() {
    const buyer = await buyerWithBasket();
    const { placed } = await place(buyer.token, { addressId: buyer.address.id });
    const orderId = placed!.orderId;
    const first = dataOf(started, (await userJson('POST', `/user/orders/${orderId}/pay`, buyer.token, { gateway: 'sandbox' })).body);
    const lateCallback = await decideInSandbox(first.redirectUrl, 'pay');
    await getDb().update(payments).set({ resultPath: '/pay/result' }).where(eq(payments.id, first.paymentId));
    const second = dataOf(started, (await userJson('POST', `/user/orders/${orderId}/pay`, buyer.token, { gateway: 'sandbox' })).body);
    await followCallback(await decideInSandbox(second.redirectUrl, 'pay'));
    expect((await orderOf(buyer.token, orderId)).order!.status).toBe('paid');
    return { buyer, orderId, first, lateCallback };
  }

  it('goes back to the card through a gateway that refunds, not into the wallet', async () => {
    const { buyer, orderId, first, lateCallback } = await paidTwice();
    await followCallback(lateCallback);
    const [row] = await getDb().select().from(payments).where(eq(payments.id, first.paymentId));
    expect(row).toMatchObject({ status: 'reversed' });
    const [bank] = await getDb().select().from(sandboxTransactions).where(eq(sandboxTransactions.token, sandboxToken(first.redirectUrl)));
    expect(bank!.status).toBe('refunded');
    expect(await walletBalance(buyer.user.id)).toBe(0);
    expect((await paymentOf(buyer.token, first.paymentId)).body).toMatchObject({ data: { status: 'reversed', message: 'این سفارش پیش‌تر پرداخت شده بود؛ مبلغ این پرداخت به کارت شما بازگردانده شد' } });
    expect((await orderOf(buyer.token, orderId)).order!.events.filter((e) => e.status === 'paid')).toHaveLength(1);
  });

  it('goes to the wallet when the gateway cannot refund', async () => {
    setPaymentGateway('sandbox', { ...sandboxGateway({ siteUrl: 'http://localhost:3000' }), refund: undefined });
    const { buyer, first, lateCallback } = await paidTwice();
    await followCallback(lateCallback);
    const [row] = await getDb().select().from(payments).where(eq(payments.id, first.paymentId));
    expect(row).toMatchObject({ status: 'refunded' });
    expect(await walletBalance(buyer.user.id)).toBe(row!.amount);
  });
});
