import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { paymentEvents, payments, walletEntries } from '@/lib/server/db/schema';
import { setPaymentGateway } from '@/lib/server/providers/payment/gateways';
import { zarinpalGateway } from '@/lib/server/providers/payment/zarinpal';
import { loginWithCode } from '@/tests/auth';
import { balanceOf, charge, decideInSandbox, followCallback, paymentOf, startCharge } from '@/tests/payment';
import { zarinpalSimulatorForFile } from '@/tests/payment-zarinpal-sim';
import { creditWallet } from '../wallet/ledger';
import { settleHandlers } from './settle-handlers';

const MERCHANT = '00000000-0000-0000-0000-000000000000';
const simulator = zarinpalSimulatorForFile(MERCHANT);

const authorityOf = (redirectUrl: string) => redirectUrl.split('/').at(-1)!;

describe('Zarinpal adapter against the local simulator', () => {
  it('requests in rial, redirects to StartPay and credits once after verify (100, then 101 on a replay)', async () => {
    const { token } = await loginWithCode();
    const started = await startCharge(token, 120_000, 'zarinpal');
    expect(started.redirectUrl).toMatch(new RegExp(`^${simulator().url}/pg/StartPay/A[0-9a-f]{35}$`));
    const request = simulator().calls.find((c) => c.path === '/pg/v4/payment/request.json' && c.body.amount === 1_200_000);
    expect(request?.body).toMatchObject({ merchant_id: MERCHANT, callback_url: 'http://localhost:3000/api/payment/callback/zarinpal' });

    const back = simulator().pay(authorityOf(started.redirectUrl));
    expect(await followCallback(back)).toBe(`/payment/response?paymentId=${started.paymentId}`);
    expect(await balanceOf(token)).toBe(120_000);
    expect((await paymentOf(token, started.paymentId)).body).toMatchObject({ data: { status: 'paid', cardPan: '502229******5995', gateway: 'zarinpal' } });

    // A replay is not even verified again; verify itself would answer 101, which still counts as paid.
    await followCallback(back);
    expect(await balanceOf(token)).toBe(120_000);
    const verdict = await getDb().transaction((tx) =>
      zarinpalGateway({ baseUrl: simulator().url, merchantId: MERCHANT }).verify(tx, { authority: authorityOf(started.redirectUrl), amountRial: 1_200_000 }),
    );
    expect(verdict).toMatchObject({ paid: true, alreadyVerified: true });
  });

  it('NOK fails the payment as cancelled; an OK the bank denies (-51) and a different amount (-50) are logged', async () => {
    const { token } = await loginWithCode();
    const cancelled = await startCharge(token, 100_000, 'zarinpal');
    await followCallback(simulator().cancel(authorityOf(cancelled.redirectUrl)));
    expect((await paymentOf(token, cancelled.paymentId)).body).toMatchObject({ data: { status: 'failed', message: 'پرداخت لغو شد' } });

    const unpaid = await startCharge(token, 100_000, 'zarinpal');
    const forged = simulator().cancel(authorityOf(unpaid.redirectUrl));
    forged.searchParams.set('Status', 'OK');
    await followCallback(forged);
    expect((await paymentOf(token, unpaid.paymentId)).body).toMatchObject({ data: { status: 'failed', message: 'بانک پرداخت را تأیید نکرد' } });

    const tampered = await startCharge(token, 100_000, 'zarinpal');
    await getDb().update(payments).set({ amount: 1_000 }).where(eq(payments.id, tampered.paymentId));
    await followCallback(simulator().pay(authorityOf(tampered.redirectUrl)));
    expect(await balanceOf(token)).toBe(0);
    const events = await getDb().select().from(paymentEvents);
    expect(events.filter((e) => e.paymentId === unpaid.paymentId).map((e) => e.kind)).toEqual(['not_paid']);
    expect(events.filter((e) => e.paymentId === tampered.paymentId).map((e) => e.kind)).toEqual(['amount_mismatch']);
    expect(events.some((e) => e.paymentId === cancelled.paymentId)).toBe(false);
  });

  it('answers 503 in Persian when the gateway refuses the request, and creates no payment', async () => {
    const { token, user } = await loginWithCode();
    setPaymentGateway('zarinpal', zarinpalGateway({ baseUrl: simulator().url, merchantId: 'wrong' }));
    try {
      const res = await charge(token, { amount: 100_000, gateway: 'zarinpal' });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ message: 'ارتباط با درگاه پرداخت برقرار نشد؛ کمی بعد دوباره تلاش کنید' });
    } finally {
      setPaymentGateway('zarinpal', zarinpalGateway({ baseUrl: simulator().url, merchantId: MERCHANT }));
    }
    expect(await getDb().select().from(payments).where(eq(payments.userId, user.id))).toEqual([]);
  });
});

describe('a purpose that cannot be settled', () => {
  const original = settleHandlers.wallet_charge.paid;
  afterEach(() => {
    settleHandlers.wallet_charge.paid = original;
  });

  it('undoes the handler’s writes, marks the payment refunded and returns the money to the wallet', async () => {
    const { token, user } = await loginWithCode();
    settleHandlers.wallet_charge.paid = async (tx, payment) => {
      await creditWallet(tx, { userId: payment.userId, amount: 1, kind: 'adjustment', reference: 'half-done' });
      throw new Error('the order is no longer available');
    };
    const started = await startCharge(token, 200_000);
    await followCallback(await decideInSandbox(started.redirectUrl, 'pay'));
    expect((await paymentOf(token, started.paymentId)).body).toMatchObject({ data: { status: 'refunded', wallet: 200_000 } });
    const entries = await getDb().select().from(walletEntries).where(eq(walletEntries.userId, user.id));
    expect(entries.map((e) => [e.kind, e.amount, e.reference])).toEqual([['refund', 200_000, `payment:${started.paymentId}`]]);
    const events = await getDb().select().from(paymentEvents).where(eq(paymentEvents.paymentId, started.paymentId));
    expect(events).toMatchObject([{ kind: 'settle_failed', detail: { error: 'the order is no longer available' } }]);
  });
});
