import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope } from '@/lib/contracts/envelope';
import { loanPaymentSchema } from '@/lib/contracts/loans';
import { setClock } from '@/lib/server/clock';
import { getDb } from '@/lib/server/db/client';
import { loanAllocations, loanPayments, payments } from '@/lib/server/db/schema';
import { reverifyPendingPayments } from '@/lib/server/services/checkout/reverify-payments';
import { callApi } from '@/tests/api';
import { bearer, loginWithCode } from '@/tests/auth';
import { customerWithLoan, loanOf, paid, payLoan, quoteOf } from '@/tests/loans';
import { giveWallet } from '@/tests/orders';
import { balanceOf, decideInSandbox, followCallback, paymentOf } from '@/tests/payment';

afterEach(() => setClock());

/** The money taken = what its receipts say it paid = what the instalments show paid; paid + remaining = the schedule. */
function reconciles(loan: Awaited<ReturnType<typeof loanOf>>) {
  const settled = loan.payments.filter((p) => p.status === 'paid');
  expect(settled.reduce((s, p) => s + p.amount - p.excess, 0)).toBe(loan.paidTotal);
  expect(settled.flatMap((p) => p.allocations).filter((a) => a.kind !== 'rebate').reduce((s, a) => s + a.amount, 0)).toBe(loan.paidTotal);
  expect(loan.instalments.reduce((s, i) => s + i.paid + i.lateFeePaid, 0)).toBe(loan.paidTotal);
  expect(loan.instalments.reduce((s, i) => s + i.paid + i.rebate, 0) + loan.remaining).toBe(loan.scheduleTotal);
}

describe('paying instalments', () => {
  it('pays the next instalment from the wallet: it shows paid, the remaining falls by its amount, the receipt says where it went', async () => {
    const c = await customerWithLoan();
    const before = await loanOf(c.token, c.loanId);
    expect(before).toMatchObject({ state: 'active', remaining: before.scheduleTotal, paidTotal: 0, nextDue: { number: 1, owed: before.instalments[0]!.amount } });
    expect(before.instalments).toHaveLength(12);
    const first = before.instalments[0]!;
    await giveWallet(c.user.id, first.amount);
    const answer = await paid(c.token, c.loanId, { mode: 'instalments', throughNumber: 1, paymentMethod: 'wallet', expected: first.amount });
    expect(answer).toMatchObject({ status: 'paid', paymentId: null, redirectUrl: null });

    const after = await loanOf(c.token, c.loanId);
    expect(after.instalments[0]).toMatchObject({ state: 'paid', paid: first.amount, owed: 0, paidAt: expect.stringMatching(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/) });
    expect(after).toMatchObject({ remaining: before.remaining - first.amount, paidTotal: first.amount, nextDue: { number: 2 } });
    expect(await balanceOf(c.token)).toBe(0);
    const receipt = await callApi(`/user/loan/${c.loanId}/payment/${answer.loanPaymentId}`, bearer(c.token));
    expect(envelope(loanPaymentSchema).parse(receipt.body).data).toMatchObject({ mode: 'instalments', status: 'paid', amount: first.amount, walletAmount: first.amount, allocations: [{ number: 1, kind: 'instalment', amount: first.amount }] });
    // Another customer reaches neither the loan nor its receipt.
    const stranger = await loginWithCode();
    expect((await callApi(`/user/loan/${c.loanId}`, bearer(stranger.token))).status).toBe(404);
    expect((await callApi(`/user/loan/${c.loanId}/payment/${answer.loanPaymentId}`, bearer(stranger.token))).status).toBe(404);
    reconciles(after);
  });

  it('pays the next three through the sandbox bank; the quote shown before is what the bank is asked for', async () => {
    const c = await customerWithLoan();
    const loan = await loanOf(c.token, c.loanId);
    const { quote } = await quoteOf(c.token, c.loanId, 'mode=instalments&throughNumber=3');
    const three = loan.instalments.slice(0, 3).reduce((s, i) => s + i.amount, 0);
    expect(quote).toMatchObject({ payable: three, rebate: 0 });
    expect(quote!.allocations.map((a) => a.number)).toEqual([1, 2, 3]);
    const started = await paid(c.token, c.loanId, { mode: 'instalments', throughNumber: 3, paymentMethod: 'gateway', gateway: 'sandbox', expected: three });
    expect(started).toMatchObject({ status: 'awaiting_payment', redirectUrl: expect.stringContaining('/sandbox-bank/') });
    // Nothing counts until the bank says so.
    expect((await loanOf(c.token, c.loanId)).paidTotal).toBe(0);
    expect(await followCallback(await decideInSandbox(started.redirectUrl!, 'pay'))).toBe(`/payment/response?paymentId=${started.paymentId}`);
    expect((await paymentOf(c.token, started.paymentId!)).body).toMatchObject({ data: { status: 'paid', purpose: 'instalment', referenceId: c.loanId, amount: three } });
    const after = await loanOf(c.token, c.loanId);
    expect(after.instalments.map((i) => i.state).slice(0, 4)).toEqual(['paid', 'paid', 'paid', 'due']);
    expect(after.payments[0]).toMatchObject({ status: 'paid', gateway: 'sandbox', gatewayAmount: three, refId: expect.any(String) });
  });

  it('pays any amount oldest first, the last instalment in part, by wallet and by wallet then gateway', async () => {
    const c = await customerWithLoan();
    const [one, two, three] = (await loanOf(c.token, c.loanId)).instalments;
    const amount = one!.amount + Math.floor(two!.amount / 2);
    await giveWallet(c.user.id, amount);
    await paid(c.token, c.loanId, { mode: 'amount', amount: String(amount), paymentMethod: 'wallet' });
    let loan = await loanOf(c.token, c.loanId);
    expect(loan.instalments[0]).toMatchObject({ state: 'paid', owed: 0 });
    expect(loan.instalments[1]).toMatchObject({ state: 'due', paid: Math.floor(two!.amount / 2), owed: two!.amount - Math.floor(two!.amount / 2) });

    // The wallet holds 100,000: it pays that much now and the bank the rest.
    await giveWallet(c.user.id, 100_000);
    const rest = loan.instalments[1]!.owed + three!.amount;
    const started = await paid(c.token, c.loanId, { mode: 'amount', amount: rest, paymentMethod: 'wallet_gateway', gateway: 'sandbox' });
    expect(await balanceOf(c.token)).toBe(0);
    expect((await getDb().select().from(payments).where(eq(payments.id, started.paymentId!)))[0]!.amount).toBe(rest - 100_000);
    await followCallback(await decideInSandbox(started.redirectUrl!, 'pay'));
    loan = await loanOf(c.token, c.loanId);
    expect(loan.instalments.slice(0, 4).map((i) => i.state)).toEqual(['paid', 'paid', 'paid', 'due']);
    expect(loan.payments[0]).toMatchObject({ mode: 'amount', amount: rest, walletAmount: 100_000, gatewayAmount: rest - 100_000, status: 'paid' });
    reconciles(loan);
  });

  it('pays the next two from the wallet and any amount through the bank alone', async () => {
    const c = await customerWithLoan();
    const [one, two, three] = (await loanOf(c.token, c.loanId)).instalments;
    await giveWallet(c.user.id, one!.amount + two!.amount);
    await paid(c.token, c.loanId, { mode: 'instalments', throughNumber: 2, paymentMethod: 'wallet', expected: one!.amount + two!.amount });
    expect(await balanceOf(c.token)).toBe(0);
    const part = Math.floor(three!.amount / 3);
    const started = await paid(c.token, c.loanId, { mode: 'amount', amount: part, paymentMethod: 'gateway', gateway: 'sandbox', expected: part });
    await followCallback(await decideInSandbox(started.redirectUrl!, 'pay'));
    const loan = await loanOf(c.token, c.loanId);
    expect(loan.instalments.slice(0, 3).map((i) => [i.state, i.paid])).toEqual([['paid', one!.amount], ['paid', two!.amount], ['due', part]]);
    expect(loan.payments.map((p) => [p.mode, p.status, p.walletAmount, p.gatewayAmount])).toEqual([
      ['amount', 'paid', 0, part],
      ['instalments', 'paid', one!.amount + two!.amount, 0],
    ]);
    reconciles(loan);
  });

  it('refuses more than is owed, and a figure that changed since it was shown, with Persian messages', async () => {
    const c = await customerWithLoan();
    const loan = await loanOf(c.token, c.loanId);
    const over = await payLoan(c.token, c.loanId, { mode: 'amount', amount: loan.remaining + 1, paymentMethod: 'gateway', gateway: 'sandbox' });
    expect(over.status).toBe(400);
    expect((over.body as { message: string }).message).toMatch(/^مبلغ وارد شده از کل بدهی باقی‌مانده \([۰-۹٬]+ تومان\) بیشتر است$/);
    const changed = await payLoan(c.token, c.loanId, { mode: 'instalments', throughNumber: 1, paymentMethod: 'gateway', gateway: 'sandbox', expected: 1 });
    expect(changed).toMatchObject({ status: 409, body: { message: 'مبلغ قابل پرداخت تغییر کرده است؛ مبلغ تازه را ببینید و دوباره پرداخت کنید' } });
    expect(await payLoan(c.token, c.loanId, { mode: 'instalments', throughNumber: 13, paymentMethod: 'wallet' })).toMatchObject({ status: 400, body: { message: 'شماره قسط معتبر نیست' } });
    expect(await payLoan(c.token, c.loanId, { mode: 'instalments', throughNumber: 1, paymentMethod: 'wallet' })).toMatchObject({ status: 409, body: { message: 'موجودی کیف پول برای این پرداخت کافی نیست' } });
    expect((await payLoan(c.token, c.loanId, { mode: 'later', paymentMethod: 'wallet' })).status).toBe(400);
    expect(await getDb().select().from(loanPayments).where(eq(loanPayments.requestId, c.loanId))).toEqual([]);
  });
});

describe('payments that must count once', () => {
  it('10 parallel wallet payments of the same instalment: one pays it, nine are refused, the wallet is debited once', async () => {
    const c = await customerWithLoan();
    const first = (await loanOf(c.token, c.loanId)).instalments[0]!;
    await giveWallet(c.user.id, first.amount * 10);
    const answers = await Promise.all(Array.from({ length: 10 }, () => payLoan(c.token, c.loanId, { mode: 'instalments', throughNumber: 1, paymentMethod: 'wallet' })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => (a.body as { message: string }).message)).toEqual(Array(9).fill('این قسط پیش‌تر پرداخت شده است'));
    expect(await balanceOf(c.token)).toBe(first.amount * 9);
    const allocated = await getDb().select().from(loanAllocations).where(eq(loanAllocations.requestId, c.loanId));
    expect(allocated.map((a) => [a.number, a.amount])).toEqual([[1, first.amount]]);
  });

  it('10 bank payments of the same instalment all paid at the bank: the first counts, the other nine go back to the wallet', async () => {
    const c = await customerWithLoan();
    const first = (await loanOf(c.token, c.loanId)).instalments[0]!;
    const started = await Promise.all(Array.from({ length: 10 }, () => paid(c.token, c.loanId, { mode: 'instalments', throughNumber: 1, paymentMethod: 'gateway', gateway: 'sandbox' })));
    const backs = await Promise.all(started.map((s) => decideInSandbox(s.redirectUrl!, 'pay')));
    await Promise.all(backs.map((b) => followCallback(b)));
    const statuses = await Promise.all(started.map(async (s) => ((await paymentOf(c.token, s.paymentId!)).body as { data: { status: string } }).data.status));
    expect(statuses.filter((s) => s === 'paid')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'refunded')).toHaveLength(9);
    expect(await balanceOf(c.token)).toBe(first.amount * 9);
    const loan = await loanOf(c.token, c.loanId);
    expect(loan.instalments.map((i) => i.state).slice(0, 2)).toEqual(['paid', 'due']);
    expect(loan.paidTotal).toBe(first.amount);
    expect(loan.payments.filter((p) => p.status === 'refunded')).toHaveLength(9);
  });

  it('a replayed callback credits once; a failed payment gives its wallet share back', async () => {
    const c = await customerWithLoan();
    const first = (await loanOf(c.token, c.loanId)).instalments[0]!;
    const started = await paid(c.token, c.loanId, { mode: 'instalments', throughNumber: 1, paymentMethod: 'gateway', gateway: 'sandbox' });
    const back = await decideInSandbox(started.redirectUrl!, 'pay');
    await followCallback(back);
    await followCallback(back);
    await followCallback(back, 'POST');
    const loan = await loanOf(c.token, c.loanId);
    expect(loan.paidTotal).toBe(first.amount);
    expect(await getDb().select().from(loanAllocations).where(eq(loanAllocations.requestId, c.loanId))).toHaveLength(1);

    await giveWallet(c.user.id, 50_000);
    const cancelled = await paid(c.token, c.loanId, { mode: 'instalments', throughNumber: 2, paymentMethod: 'wallet_gateway', gateway: 'sandbox' });
    expect(await balanceOf(c.token)).toBe(0);
    await followCallback(await decideInSandbox(cancelled.redirectUrl!, 'cancel'));
    expect(await balanceOf(c.token)).toBe(50_000);
    expect((await loanOf(c.token, c.loanId)).payments[0]).toMatchObject({ status: 'failed', walletAmount: 50_000 });
  });

  it('a payment the bank settled but whose browser never came back is completed by the re-verify job', async () => {
    const c = await customerWithLoan();
    const first = (await loanOf(c.token, c.loanId)).instalments[0]!;
    const started = await paid(c.token, c.loanId, { mode: 'instalments', throughNumber: 1, paymentMethod: 'gateway', gateway: 'sandbox' });
    await decideInSandbox(started.redirectUrl!, 'pay');
    expect((await loanOf(c.token, c.loanId)).paidTotal).toBe(0);
    setClock(() => new Date(Date.now() + 21 * 60_000));
    expect(await reverifyPendingPayments()).toMatchObject({ paid: 1 });
    const loan = await loanOf(c.token, c.loanId);
    expect(loan.instalments[0]).toMatchObject({ state: 'paid', paid: first.amount });
    expect(await reverifyPendingPayments()).toMatchObject({ paid: 0 });
  });
});
