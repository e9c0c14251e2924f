import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { paymentEvents, payments, sandboxTransactions } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { bearer, loginWithCode } from '@/tests/auth';
import { balanceOf, charge, decideInSandbox, followCallback, paymentOf, startCharge } from '@/tests/payment';

describe('wallet charge through the sandbox bank', () => {
  it('pays, returns to the result page, credits the wallet once and lists the entry', async () => {
    const { token } = await loginWithCode();
    const started = await startCharge(token, 250_000);
    expect(started.redirectUrl).toMatch(/\/sandbox-bank\/[A-Za-z0-9_-]{32}$/);

    const [bankRow] = await getDb().select().from(sandboxTransactions).where(eq(sandboxTransactions.token, started.redirectUrl.split('/').at(-1)!));
    expect(bankRow).toMatchObject({ amountRial: 2_500_000, status: 'pending', merchant: expect.any(String) });

    const back = await decideInSandbox(started.redirectUrl, 'pay');
    expect(back.pathname).toBe('/api/payment/callback/sandbox');
    expect(back.searchParams.get('Status')).toBe('OK');
    expect(await followCallback(back)).toBe(`/payment/response?paymentId=${started.paymentId}`);

    expect(await balanceOf(token)).toBe(250_000);
    const view = await paymentOf(token, started.paymentId);
    expect(view.body).toMatchObject({ data: { status: 'paid', amount: 250_000, purpose: 'wallet_charge', wallet: 250_000, refId: expect.stringMatching(/^\d+$/) } });

    const list = await callApi('/user/wallet/transactions', bearer(token));
    expect(list.body).toMatchObject({ data: { total: 1, page: 1, items: [{ amount: 250_000, kind: 'charge', title: 'شارژ کیف پول' }] } });
    const { date } = (list.body as { data: { items: { date: string }[] } }).data.items[0]!;
    expect(date).toMatch(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2} [۰-۹]{2}:[۰-۹]{2}$/);

    // The same callback again (a reload, a replay) changes nothing.
    expect(await followCallback(back)).toBe(`/payment/response?paymentId=${started.paymentId}`);
    expect(await balanceOf(token)).toBe(250_000);
    const replays = await getDb().select().from(paymentEvents).where(eq(paymentEvents.paymentId, started.paymentId));
    expect(replays.map((e) => e.kind)).toEqual(['replay']);
  });

  it('a cancel in the bank fails the payment with its reason and credits nothing', async () => {
    const { token } = await loginWithCode();
    const started = await startCharge(token, 100_000);
    const back = await decideInSandbox(started.redirectUrl, 'cancel');
    expect(back.searchParams.get('Status')).toBe('NOK');
    expect(await followCallback(back)).toBe(`/payment/response?paymentId=${started.paymentId}`);
    expect(await balanceOf(token)).toBe(0);
    expect((await paymentOf(token, started.paymentId)).body).toMatchObject({ data: { status: 'failed', message: 'پرداخت لغو شد', wallet: 0 } });
    // A later "OK" for the same authority cannot revive it.
    back.searchParams.set('Status', 'OK');
    await followCallback(back);
    expect(await balanceOf(token)).toBe(0);
  });

  it('concurrent callbacks credit once', async () => {
    const { token } = await loginWithCode();
    const started = await startCharge(token, 300_000);
    const back = await decideInSandbox(started.redirectUrl, 'pay');
    await Promise.all(Array.from({ length: 8 }, (_, i) => followCallback(back, i % 2 ? 'POST' : 'GET')));
    expect(await balanceOf(token)).toBe(300_000);
  });

  it('rejects and logs a forged callback: unknown authority, OK that the bank denies, a different amount', async () => {
    const { token } = await loginWithCode();
    expect(await followCallback(new URL('http://x/api/payment/callback/sandbox?Authority=forged-token-of-32-characters-xx&Status=OK'))).toBe(
      '/payment/response?error=unknown',
    );
    const unknown = await getDb().select().from(paymentEvents).where(eq(paymentEvents.kind, 'unknown_authority'));
    expect(unknown.some((e) => e.detail.authority === 'forged-token-of-32-characters-xx')).toBe(true);

    // The person never paid, but the callback claims OK.
    const unpaid = await startCharge(token, 100_000);
    const claimed = new URL(`http://x/api/payment/callback/sandbox?Authority=${unpaid.redirectUrl.split('/').at(-1)}&Status=OK`);
    await followCallback(claimed);
    expect((await paymentOf(token, unpaid.paymentId)).body).toMatchObject({ data: { status: 'failed', message: 'بانک پرداخت را تأیید نکرد' } });

    // The bank collected less than the payment asked for.
    const tampered = await startCharge(token, 500_000);
    const back = await decideInSandbox(tampered.redirectUrl, 'pay');
    await getDb().update(sandboxTransactions).set({ amountRial: 10_000 }).where(eq(sandboxTransactions.token, back.searchParams.get('Authority')!));
    await followCallback(back);
    expect(await balanceOf(token)).toBe(0);
    const [row] = await getDb().select().from(payments).where(eq(payments.id, tampered.paymentId));
    expect(row).toMatchObject({ status: 'failed', failureReason: 'amount_mismatch' });
    const events = await getDb().select().from(paymentEvents).where(eq(paymentEvents.paymentId, tampered.paymentId));
    expect(events.map((e) => e.kind)).toEqual(['amount_mismatch']);
  });

  it('keeps the charge within the limits and the offered gateways, in Persian', async () => {
    const { token } = await loginWithCode();
    expect((await charge(token, { amount: 9_999, gateway: 'sandbox' })).body).toMatchObject({ message: 'کمترین مبلغ شارژ ۱۰٬۰۰۰ تومان است' });
    const over = await charge(token, { amount: 50_000_001, gateway: 'sandbox' });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ message: 'بیشترین مبلغ شارژ ۵۰٬۰۰۰٬۰۰۰ تومان است' });
    expect((await charge(token, { amount: 12.5, gateway: 'sandbox' })).status).toBe(400);
    // Persian digits with separators are a number like any other.
    expect((await charge(token, { amount: '۱۰۰٬۰۰۰', gateway: 'sandbox' })).status).toBe(200);
    const zarinpal = await charge(token, { amount: 100_000, gateway: 'zarinpal' });
    expect(zarinpal.status).toBe(400);
    expect(zarinpal.body).toMatchObject({ message: 'این درگاه پرداخت فعال نیست' });
    expect((await charge(token, { amount: 100_000, gateway: 'mellat' })).status).toBe(400);
    expect((await callApi('/user/wallet/charge', { method: 'POST' })).status).toBe(401);
  });

  it('shows a payment only to its payer', async () => {
    const a = await loginWithCode();
    const b = await loginWithCode();
    const started = await startCharge(a.token, 100_000);
    expect((await paymentOf(b.token, started.paymentId)).status).toBe(404);
    expect((await paymentOf(a.token, started.paymentId)).body).toMatchObject({ data: { status: 'pending' } });
  });
});
