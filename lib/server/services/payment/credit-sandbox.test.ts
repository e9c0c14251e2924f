import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutSchema } from '@/lib/contracts/orders';
import { setClock } from '@/lib/server/clock';
import { getDb } from '@/lib/server/db/client';
import { creditSandboxPurchases } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { loginWithCode } from '@/tests/auth';
import { creditOrder, eventsOf, mobileEndingIn, offerGateways, paymentRow, startCredit } from '@/tests/credit';
import { dataOf, orderOf, userJson } from '@/tests/orders';
import { charge, followCallback, paymentOf } from '@/tests/payment';
import { SYSTEM_ACTOR } from '../audit/audit-log';
import { moveOrder } from '../orders/change-order';
import { walletChargeOptions } from '../checkout/wallet-charge';
import { walletBalance } from '../wallet/ledger';

afterEach(() => setClock());

/** The approval page's button: answers where the sandbox sends the browser back. */
async function decide(redirectUrl: string, action: 'approve' | 'cancel'): Promise<URL> {
  const path = new URL(redirectUrl).pathname;
  expect(path).toMatch(/^\/credit-sandbox\/(digipay|keepa)\/[A-Za-z0-9_-]{32}$/);
  const res = await callApi(path, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ action }) });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('Location')!);
}

describe('where the credit providers are offered', () => {
  it('the checkout lists each offered gateway with its limits; one the shop does not offer is absent and refused', async () => {
    await offerGateways(['sandbox', 'digipay']);
    const buyer = await creditOrder(2);
    const quote = await userJson('GET', '/user/checkout', buyer.token);
    expect(dataOf(checkoutSchema, quote.body).gatewayOptions).toEqual([
      { id: 'sandbox', title: 'بانک آزمایشی', credit: false, min: null, max: null },
      { id: 'digipay', title: 'دیجی‌پی', credit: true, min: 500_000, max: 100_000_000 },
    ]);
    const refused = await userJson('POST', `/user/orders/${buyer.orderId}/pay`, buyer.token, { gateway: 'keepa' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: 'این درگاه پرداخت فعال نیست' });
  });

  it('an amount outside the provider’s limits is refused with them in Persian', async () => {
    await offerGateways(['sandbox', 'digipay', 'keepa']);
    const small = await creditOrder(2, 300_000);
    const tooSmall = await userJson('POST', `/user/orders/${small.orderId}/pay`, small.token, { gateway: 'digipay' });
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body).toMatchObject({ message: 'خرید با دیجی‌پی برای مبلغ ۵۰۰٬۰۰۰ تا ۱۰۰٬۰۰۰٬۰۰۰ تومان است' });
    expect((await userJson('POST', `/user/orders/${small.orderId}/pay`, small.token, { gateway: 'keepa' })).status).toBe(400);
    const large = await creditOrder(2, 60_000_000);
    expect((await userJson('POST', `/user/orders/${large.orderId}/pay`, large.token, { gateway: 'keepa' })).status).toBe(400);
    expect((await userJson('POST', `/user/orders/${large.orderId}/pay`, large.token, { gateway: 'digipay' })).status).toBe(200);
  });

  it('never charges the wallet on credit', async () => {
    await offerGateways(['sandbox', 'digipay']);
    const { token } = await loginWithCode(mobileEndingIn(2));
    expect((await walletChargeOptions()).gateways.map((g) => g.id)).toEqual(['sandbox']);
    const res = await charge(token, { amount: 600_000, gateway: 'digipay' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'خرید اعتباری فقط برای پرداخت سفارش است' });
  });
});

describe('the built-in credit sandboxes', () => {
  it('Digipay sandbox: an even mobile is approved and the order paid; an odd one is declined', async () => {
    await offerGateways(['sandbox', 'digipay']);
    const even = await creditOrder(8);
    const started = await startCredit(even.token, even.orderId, 'digipay');
    const back = await decide(started.redirectUrl, 'approve');
    expect(back.pathname).toBe('/api/payment/callback/digipay');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ providerId: String(started.paymentId), result: 'SUCCESS', amount: '91200000', type: '13' });
    expect(await followCallback(back)).toBe(`/payment/response?paymentId=${started.paymentId}`);
    expect((await orderOf(even.token, even.orderId)).order).toMatchObject({ status: 'paid', payments: [expect.objectContaining({ gateway: 'digipay', status: 'paid' })] });

    const odd = await creditOrder(7);
    const refused = await startCredit(odd.token, odd.orderId, 'digipay');
    const declined = await decide(refused.redirectUrl, 'approve');
    expect(declined.searchParams.get('result')).toBe('FAILED');
    await followCallback(declined);
    expect((await paymentOf(odd.token, refused.paymentId)).body).toMatchObject({ data: { status: 'failed', message: 'ارائه‌دهنده اعتبار این خرید را تأیید نکرد' } });
    expect((await orderOf(odd.token, odd.orderId)).order!.status).toBe('awaiting_payment');
  });

  it('Keepa sandbox: approve, deliver on shipping, reverse within its window; cancel leaves the order waiting', async () => {
    await offerGateways(['sandbox', 'keepa']);
    const buyer = await creditOrder(0);
    const cancelled = await startCredit(buyer.token, buyer.orderId, 'keepa');
    await followCallback(await decide(cancelled.redirectUrl, 'cancel'));
    expect(await paymentRow(cancelled.paymentId)).toMatchObject({ status: 'failed', failureReason: 'cancelled' });

    const started = await startCredit(buyer.token, buyer.orderId, 'keepa');
    const back = await decide(started.redirectUrl, 'approve');
    expect(back.searchParams.get('status')).toBe('approved');
    await followCallback(back);
    expect((await orderOf(buyer.token, buyer.orderId)).order!.status).toBe('paid');
    await moveOrder(SYSTEM_ACTOR, buyer.orderId, 'processing', null);
    await moveOrder(SYSTEM_ACTOR, buyer.orderId, 'shipped', null, 'TRK-12345');
    const token = new URL(started.redirectUrl).pathname.split('/').at(-1)!;
    const [book] = await getDb().select().from(creditSandboxPurchases).where(eq(creditSandboxPurchases.token, token));
    expect(book!.deliveredAt).not.toBeNull();
    expect(await eventsOf(started.paymentId)).toEqual(['delivered']);

    // Refunds within and after the window, on two more orders.
    const inWindow = await creditOrder(6);
    const late = await creditOrder(6);
    const paid = await Promise.all(
      [inWindow, late].map(async (b) => {
        const s = await startCredit(b.token, b.orderId, 'keepa');
        await followCallback(await decide(s.redirectUrl, 'approve'));
        return s.paymentId;
      }),
    );
    const start = Date.now();
    setClock(() => new Date(start + 14 * 86_400_000 - 60_000));
    await moveOrder(SYSTEM_ACTOR, inWindow.orderId, 'refunded', null);
    expect(await paymentRow(paid[0]!)).toMatchObject({ status: 'reversed' });
    expect(await walletBalance(inWindow.user.id)).toBe(0);
    setClock(() => new Date(start + 15 * 86_400_000));
    await moveOrder(SYSTEM_ACTOR, late.orderId, 'refunded', null);
    expect(await paymentRow(paid[1]!)).toMatchObject({ status: 'paid' });
    expect(await walletBalance(late.user.id)).toBe(9_120_000);
  });

  it('the approval page’s token is the only key; a second click changes nothing', async () => {
    await offerGateways(['sandbox', 'digipay']);
    const missing = await callApi(`/credit-sandbox/digipay/${'A'.repeat(32)}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ action: 'approve' }) });
    expect(missing.status).toBe(404);
    const buyer = await creditOrder(2);
    const started = await startCredit(buyer.token, buyer.orderId, 'digipay');
    const first = await decide(started.redirectUrl, 'cancel');
    const second = await decide(started.redirectUrl, 'approve');
    expect(second.searchParams.get('result')).toBe(first.searchParams.get('result'));
    expect(second.searchParams.get('result')).toBe('CANCEL');
  });
});
