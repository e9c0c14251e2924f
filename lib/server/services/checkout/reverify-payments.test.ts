import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { setClock } from '@/lib/server/clock';
import { getDb } from '@/lib/server/db/client';
import { paymentEvents, payments } from '@/lib/server/db/schema';
import { setPaymentGateway } from '@/lib/server/providers/payment/gateways';
import { zarinpalGateway } from '@/lib/server/providers/payment/zarinpal';
import { loginWithCode } from '@/tests/auth';
import { balanceOf, decideInSandbox, followCallback, paymentOf, startCharge } from '@/tests/payment';
import { zarinpalSimulatorForFile } from '@/tests/payment-zarinpal-sim';
import { reverifyPendingPayments } from './reverify-payments';

const MERCHANT = '00000000-0000-0000-0000-000000000000';
const simulator = zarinpalSimulatorForFile(MERCHANT);
afterEach(() => setClock());

const later = (minutes: number) => setClock(() => new Date(Date.now() + minutes * 60_000));

describe('the re-verify job', () => {
  it('completes a payment the bank settled whose browser never came back, once even when run twice at the same time', async () => {
    const { token } = await loginWithCode();
    const started = await startCharge(token, 150_000);
    const back = await decideInSandbox(started.redirectUrl, 'pay');
    later(21);
    const runs = await Promise.all([reverifyPendingPayments(), reverifyPendingPayments()]);
    expect(runs.reduce((s, r) => s + r.paid, 0)).toBe(1);
    expect(await balanceOf(token)).toBe(150_000);
    expect((await paymentOf(token, started.paymentId)).body).toMatchObject({ data: { status: 'paid' } });
    // The late browser's callback is a replay now, and a third run finds nothing pending.
    await followCallback(back);
    expect(await reverifyPendingPayments()).toEqual({ paid: 0, refunded: 0, reversed: 0, failed: 0, unreachable: 0 });
    expect(await balanceOf(token)).toBe(150_000);
  });

  it('fails a payment the bank never took as abandoned, and leaves a recent one alone', async () => {
    const { token } = await loginWithCode();
    const old = await startCharge(token, 100_000);
    later(21);
    const recent = await startCharge(token, 100_000);
    expect(await reverifyPendingPayments()).toMatchObject({ failed: 1 });
    expect((await paymentOf(token, old.paymentId)).body).toMatchObject({ data: { status: 'failed', message: 'پرداخت در مهلت خود انجام نشد' } });
    expect((await paymentOf(token, recent.paymentId)).body).toMatchObject({ data: { status: 'pending' } });
    expect(await balanceOf(token)).toBe(0);
  });

  it('keeps a payment pending while the gateway cannot be reached and throws, so the queue tries again', async () => {
    const { token } = await loginWithCode();
    const started = await startCharge(token, 120_000, 'zarinpal');
    simulator().pay(started.redirectUrl.split('/').at(-1)!);
    setPaymentGateway('zarinpal', zarinpalGateway({ baseUrl: 'http://127.0.0.1:9', merchantId: MERCHANT }));
    later(21);
    try {
      await expect(reverifyPendingPayments()).rejects.toThrow('1 pending payment(s) could not be verified');
    } finally {
      setPaymentGateway('zarinpal', zarinpalGateway({ baseUrl: simulator().url, merchantId: MERCHANT }));
    }
    const [row] = await getDb().select().from(payments).where(eq(payments.id, started.paymentId));
    expect(row!.status).toBe('pending');
    const events = await getDb().select().from(paymentEvents).where(eq(paymentEvents.paymentId, started.paymentId));
    expect(events.map((e) => e.kind)).toEqual(['verify_error']);
    // The gateway is back: the next run completes it.
    expect(await reverifyPendingPayments()).toMatchObject({ paid: 1 });
    expect(await balanceOf(token)).toBe(120_000);
  });
});
