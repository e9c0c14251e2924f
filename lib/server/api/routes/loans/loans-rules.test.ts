import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays } from '@/lib/facility/instalments';
import { setClock } from '@/lib/server/clock';
import { getDb } from '@/lib/server/db/client';
import { loanLateFees, userNotifications } from '@/lib/server/db/schema';
import { accrueAllLateFees } from '@/lib/server/services/loans/late-fees';
import { sendInstalmentReminders } from '@/lib/server/services/loans/reminders';
import { callApi } from '@/tests/api';
import { bearer, textsTo } from '@/tests/auth';
import { customerWithLoan, loanOf, operatorToken, paid, payLoan, quoteOf } from '@/tests/loans';
import { loginAsStaff } from '@/tests/staff';
import { giveWallet, userJson } from '@/tests/orders';
import { balanceOf } from '@/tests/payment';

afterEach(() => setClock());

/** Noon in Tehran on a calendar day: the server's clock moved there. */
const onDay = (day: string) => setClock(() => new Date(`${day}T12:00:00+03:30`));
const feeOf = (amount: number) => Math.floor((amount * 5) / 10_000);
const reminders = (mobile: string) => textsTo(mobile).then((t) => t.filter((m) => m.kind === 'instalment-reminder'));

describe('late fees (the demo plans: 0.05 % a day, 3 days of grace)', () => {
  it('nothing in the grace days; then every day from the day after the due date, paid with the instalment', async () => {
    const c = await customerWithLoan();
    const first = (await loanOf(c.token, c.loanId)).instalments[0]!;
    onDay(addDays(first.dueDate, 3));
    let loan = await loanOf(c.token, c.loanId);
    expect(loan.instalments[0]).toMatchObject({ state: 'overdue', daysLeft: -3, lateFee: 0, owed: first.amount });
    expect(loan.dueSoon).toBe(true);

    onDay(addDays(first.dueDate, 5));
    loan = await loanOf(c.token, c.loanId);
    expect(loan.instalments[0]).toMatchObject({ state: 'overdue', lateFee: 5 * feeOf(first.amount), owed: first.amount + 5 * feeOf(first.amount) });
    expect(loan.lateFeeDue).toBe(5 * feeOf(first.amount));
    expect(loan.plan.lateFeeText).toBe('جریمه دیرکرد: روزانه ۰٫۰۵٪ مبلغ پرداخت‌نشده قسط، از روز پس از سررسید؛ قسطی که تا ۳ روز پس از سررسید پرداخت شود جریمه ندارد.');
    // The daily job adds nothing the read already accrued.
    await accrueAllLateFees();
    expect(await getDb().select().from(loanLateFees).where(eq(loanLateFees.requestId, c.loanId))).toHaveLength(5);

    const owed = first.amount + 5 * feeOf(first.amount);
    const { quote } = await quoteOf(c.token, c.loanId, 'mode=instalments&throughNumber=1');
    expect(quote).toMatchObject({ payable: owed, allocations: [{ number: 1, kind: 'fee', amount: 5 * feeOf(first.amount) }, { number: 1, kind: 'instalment', amount: first.amount }] });
    await giveWallet(c.user.id, owed);
    await paid(c.token, c.loanId, { mode: 'instalments', throughNumber: 1, paymentMethod: 'wallet', expected: owed });
    // A later day charges nothing more on a paid instalment.
    onDay(addDays(first.dueDate, 9));
    loan = await loanOf(c.token, c.loanId);
    expect(loan.instalments[0]).toMatchObject({ state: 'paid', lateFee: 5 * feeOf(first.amount), lateFeePaid: 5 * feeOf(first.amount), owed: 0 });
    expect(loan.paidTotal).toBe(owed);
    expect(loan.paidTotal - loan.instalments[0]!.lateFeePaid + loan.remaining).toBe(loan.scheduleTotal);
  });

  it('an instalment paid within the grace days carries no fee, however late the next read comes', async () => {
    const c = await customerWithLoan();
    const first = (await loanOf(c.token, c.loanId)).instalments[0]!;
    onDay(addDays(first.dueDate, 2));
    await giveWallet(c.user.id, first.amount);
    await paid(c.token, c.loanId, { mode: 'instalments', throughNumber: 1, paymentMethod: 'wallet' });
    onDay(addDays(first.dueDate, 20));
    await accrueAllLateFees();
    expect((await loanOf(c.token, c.loanId)).instalments[0]).toMatchObject({ state: 'paid', lateFee: 0 });
  });
});

describe('reminders', () => {
  it('3 days before, on the due date and every 3 days overdue; two runs at once send once', async () => {
    const c = await customerWithLoan();
    const first = (await loanOf(c.token, c.loanId)).instalments[0]!;
    const sendTwice = () => Promise.all([sendInstalmentReminders(), sendInstalmentReminders()]);

    onDay(addDays(first.dueDate, -3));
    const [a, b] = await sendTwice();
    expect(a.instalments + b.instalments).toBe(1);
    let texts = await reminders(c.user.mobile);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toContain(`قسط ۱ وام شماره`);
    expect(texts[0]!.text).toContain('(۳ روز دیگر)');
    expect(texts[0]!.text).toContain(`/dashboard/installments/${c.loanId}`);

    for (const [offset, expected] of [[-2, 1], [0, 2], [1, 2], [3, 3], [4, 3], [6, 4]] as const) {
      onDay(addDays(first.dueDate, offset));
      await sendTwice();
      expect((await reminders(c.user.mobile)).length, `day ${offset}`).toBe(expected);
    }
    texts = await reminders(c.user.mobile);
    expect(texts[2]!.text).toContain('(۳ روز) پرداخت نشده است');
    const notes = await getDb().select().from(userNotifications).where(eq(userNotifications.userId, c.user.id));
    expect(notes.filter((n) => n.title === 'قسط معوق' || n.title === 'یادآوری سررسید قسط')).toHaveLength(4);

    // The operators' overdue list shows the loan with its last reminder.
    const overdue = await callApi('/admin/loans/overdue', bearer(await operatorToken()));
    expect((overdue.body as { data: unknown[] }).data).toContainEqual(
      expect.objectContaining({ loanId: c.loanId, overdueCount: 1, daysOverdue: 6, lateFeeDue: 6 * feeOf(first.amount), lastReminderAt: expect.any(String), customer: expect.objectContaining({ mobile: c.user.mobile }) }),
    );
  });
});

describe('refunding a facility order', () => {
  it('cancels its loan: instalments paid go back to the wallet with the prepayment, reminders stop, nothing more can be paid', async () => {
    const c = await customerWithLoan();
    const first = (await loanOf(c.token, c.loanId)).instalments[0]!;
    await giveWallet(c.user.id, first.amount);
    await paid(c.token, c.loanId, { mode: 'instalments', throughNumber: 1, paymentMethod: 'wallet' });
    const order = await callApi(`/user/orders/${c.orderId}`, bearer(c.token));
    const prepayment = (order.body as { data: { payable: number } }).data.payable;

    const ordersDesk = (await loginAsStaff('orders')).token;
    const refunded = await userJson('POST', `/admin/orders/${c.orderId}/status`, ordersDesk, { status: 'refunded' });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const loan = await loanOf(c.token, c.loanId);
    expect(loan).toMatchObject({ state: 'cancelled', nextDue: null, dueSoon: false, closedAt: expect.any(String) });
    expect(await balanceOf(c.token)).toBe(prepayment + first.amount);
    expect(await payLoan(c.token, c.loanId, { mode: 'amount', amount: 100_000, paymentMethod: 'wallet' })).toMatchObject({ status: 409, body: { message: 'این وام فعال نیست' } });
    onDay(addDays(loan.instalments[1]!.dueDate, 0));
    await sendInstalmentReminders();
    expect(await reminders(c.user.mobile)).toEqual([]);
  });
});

describe('early settlement', () => {
  it('pays the rest from the wallet with the profit of the months not begun given back, and the loan is settled', async () => {
    const c = await customerWithLoan();
    const loan = await loanOf(c.token, c.loanId);
    expect(loan.settlement!.owed).toBe(loan.scheduleTotal);
    // Today the first month has begun: its profit stays, the other eleven months' is given back.
    const profit = loan.scheduleTotal - loan.loanAmount;
    expect(loan.settlement!.rebate).toBe(profit - Math.floor(profit / 12));
    expect(loan.settlement!.payable).toBe(loan.scheduleTotal - loan.settlement!.rebate);
    expect(loan.plan.settlementText).toBe('تسویه زودهنگام: سود ماه‌هایی که هنوز آغاز نشده‌اند کسر می‌شود.');

    await giveWallet(c.user.id, loan.settlement!.payable);
    await paid(c.token, c.loanId, { mode: 'settlement', paymentMethod: 'wallet', expected: loan.settlement!.payable });
    const settled = await loanOf(c.token, c.loanId);
    expect(settled).toMatchObject({ state: 'settled', remaining: 0, lateFeeDue: 0, settlement: null, nextDue: null, paidTotal: loan.settlement!.payable });
    expect(settled.instalments.every((i) => i.state === 'paid')).toBe(true);
    expect(settled.instalments.reduce((s, i) => s + i.paid + i.rebate, 0)).toBe(settled.scheduleTotal);
    expect(settled.payments[0]).toMatchObject({ mode: 'settlement', rebate: loan.settlement!.rebate, amount: loan.settlement!.payable });
    expect(await balanceOf(c.token)).toBe(0);
    expect((await payLoan(c.token, c.loanId, { mode: 'settlement', paymentMethod: 'wallet' })).status).toBe(409);
  });
});

describe('guarantee cheques', () => {
  it('a credit officer records each cheque against the instalments it covers; the customer sees them', async () => {
    const c = await customerWithLoan();
    const officer = await operatorToken();
    const loan = await loanOf(c.token, c.loanId);
    const add = (body: Record<string, unknown>, token = officer) => userJson('POST', `/admin/loan/${c.loanId}/cheques`, token, body);
    const cheque = { sayadId: '۱۲۳۴ ۵۶۷۸ ۹۰۱۲ ۳۴۵۶', bank: 'mellat', chequeDate: '۱۴۰۵/۰۱/۱۵', numbers: [1, 2, 3] };
    const added = await add(cheque);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const three = loan.instalments.slice(0, 3).reduce((s, i) => s + i.amount, 0);
    expect(added.body).toMatchObject({ data: { sayadId: '1234567890123456', bank: 'mellat', bankTitle: 'بانک ملت', chequeDate: '2026-04-04', jalali: '۱۴۰۵/۰۱/۱۵', numbers: [1, 2, 3], amount: three } });

    expect(await add({ ...cheque, sayadId: '12345' })).toMatchObject({ status: 400, body: { message: 'شناسه صیادی چک باید ۱۶ رقم باشد' } });
    expect(await add({ ...cheque, sayadId: '1111111111111111' })).toMatchObject({ status: 400 });
    expect(await add({ ...cheque, bank: 'nowhere' })).toMatchObject({ status: 400, body: { message: 'بانک صادرکننده را از فهرست انتخاب کنید' } });
    expect(await add({ ...cheque, sayadId: '1234567890123457', chequeDate: '1405/13/01' })).toMatchObject({ status: 400, body: { message: 'تاریخ چک را به شکل ۱۴۰۴/۰۹/۱۵ وارد کنید' } });
    expect(await add({ ...cheque, sayadId: '1234567890123457', numbers: [13] })).toMatchObject({ status: 400, body: { message: 'قسط ۱۳ در جدول این وام نیست' } });
    expect(await add({ ...cheque, sayadId: '1234567890123457', numbers: [3, 4] })).toMatchObject({ status: 409, body: { message: 'قسط ۳ پیش‌تر با چک دیگری پوشش داده شده است' } });
    expect(await add({ ...cheque, numbers: [4] })).toMatchObject({ status: 409, body: { message: 'چکی با این شناسه صیادی پیش‌تر ثبت شده است' } });
    expect((await add({ ...cheque, sayadId: '1234567890123457', numbers: [4] }, c.token)).status).toBe(403);

    const seen = await loanOf(c.token, c.loanId);
    expect(seen.cheques).toEqual([expect.objectContaining({ sayadId: '1234567890123456', bankTitle: 'بانک ملت', numbers: [1, 2, 3] })]);
    const chequeId = seen.cheques[0]!.id;
    expect((await callApi(`/admin/loan/${c.loanId}/cheques/${chequeId}`, { ...bearer(officer), method: 'DELETE' })).status).toBe(200);
    expect((await loanOf(c.token, c.loanId)).cheques).toEqual([]);
  });
});

describe('operators', () => {
  it('mark an instalment paid at the branch with a reason: it is paid with its fee, once', async () => {
    const c = await customerWithLoan();
    const officer = await operatorToken();
    const first = (await loanOf(c.token, c.loanId)).instalments[0]!;
    onDay(addDays(first.dueDate, 4));
    const mark = (body: Record<string, unknown>, token = officer) => userJson('POST', `/admin/loan/${c.loanId}/branchPayment`, token, body);
    expect(await mark({ number: 1, reason: '' })).toMatchObject({ status: 400, body: { message: 'دلیل ثبت پرداخت در شعبه را بنویسید' } });
    expect((await mark({ number: 1, reason: 'پرداخت نقدی در شعبه مرکزی' }, c.token)).status).toBe(403);
    const marked = await mark({ number: 1, reason: 'پرداخت نقدی در شعبه مرکزی' });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body).toMatchObject({ data: { mode: 'branch', amount: first.amount + 4 * feeOf(first.amount), walletAmount: 0, gatewayAmount: 0, note: 'پرداخت نقدی در شعبه مرکزی' } });
    expect(await mark({ number: 1, reason: 'دوباره' })).toMatchObject({ status: 409, body: { message: 'این قسط پیش‌تر پرداخت شده است' } });
    const loan = await loanOf(c.token, c.loanId);
    expect(loan.instalments[0]).toMatchObject({ state: 'paid', lateFeePaid: 4 * feeOf(first.amount) });
    expect(loan.payments[0]).toMatchObject({ mode: 'branch', status: 'paid' });
    // Nothing is overdue any more.
    const overdue = await callApi('/admin/loans/overdue', bearer(officer));
    expect((overdue.body as { data: { loanId: number }[] }).data.some((r) => r.loanId === c.loanId)).toBe(false);
  });

  it('read failed jobs; customers may not', async () => {
    const c = await customerWithLoan();
    expect((await callApi('/admin/jobs/failures', bearer(c.token))).status).toBe(403);
    const res = await callApi('/admin/jobs/failures?final=true', bearer(await operatorToken()));
    expect(res).toMatchObject({ status: 200, body: { data: [] } });
  });
});
