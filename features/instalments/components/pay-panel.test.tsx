import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import type { LoanDetail, LoanInstalment } from '@/lib/contracts/loans';
import { server } from '@/tests/msw/server';
import { renderWithQuery } from '@/tests/render';
import { PayPanel } from './pay-panel';

const instalment = (number: number, state: LoanInstalment['state'] = 'due'): LoanInstalment => ({
  number,
  amount: 1_000_000,
  dueDate: `2026-0${number}-10`,
  jalali: `۱۴۰۵/۰${number}/۲۰`,
  state,
  daysLeft: number * 30,
  paid: state === 'paid' ? 1_000_000 : 0,
  rebate: 0,
  lateFee: 0,
  lateFeePaid: 0,
  owed: state === 'paid' ? 0 : 1_000_000,
  paidAt: null,
});

const loan = (walletBalance: number): LoanDetail => ({
  id: 7,
  state: 'active',
  orderId: 3,
  plan: { name: 'اقساط ۴ ماهه', parentTitle: 'خرید اقساطی', months: 4, annualRateBp: 2300, guaranteeType: 'cheque', lateFeeDailyBp: 5, lateFeeGraceDays: 3, settlementRebatePercent: 100, lateFeeText: '', settlementText: '' },
  loanAmount: 3_800_000,
  scheduleTotal: 4_000_000,
  paidTotal: 1_000_000,
  remaining: 3_000_000,
  lateFeeDue: 0,
  nextDue: { number: 2, jalali: '۱۴۰۵/۰۲/۲۰', daysLeft: 60, owed: 1_000_000 },
  dueSoon: false,
  startedAt: '۱۴۰۴/۱۲/۲۰',
  closedAt: null,
  instalments: [instalment(1, 'paid'), instalment(2), instalment(3), instalment(4)],
  payments: [],
  cheques: [],
  settlement: { owed: 3_000_000, rebate: 100_000, payable: 2_900_000 },
  walletBalance,
  gateways: [{ id: 'sandbox', title: 'بانک آزمایشی', credit: false, min: null, max: null }],
});

/** The server's quote: 1,000,000 per instalment, any amount as asked, the settlement less its rebate. */
function quoteServer() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/user/loan/7/quote', ({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.push(q);
      if (q.get('mode') === 'amount' && Number(q.get('amount')) > 3_000_000) return HttpResponse.json({ message: 'مبلغ وارد شده از کل بدهی باقی‌مانده (۳٬۰۰۰٬۰۰۰ تومان) بیشتر است' }, { status: 400 });
      const payable = q.get('mode') === 'settlement' ? 2_900_000 : q.get('mode') === 'amount' ? Number(q.get('amount')) : (Number(q.get('throughNumber')) - 1) * 1_000_000;
      return HttpResponse.json({ data: { owed: 3_000_000, rebate: q.get('mode') === 'settlement' ? 100_000 : 0, payable, allocations: [] } });
    }),
  );
  return asked;
}

describe('PayPanel', () => {
  it('shows the server’s figure for each choice before paying, and the error of an amount over what is owed', async () => {
    const asked = quoteServer();
    const user = userEvent.setup();
    renderWithQuery(<PayPanel loan={loan(0)} />);
    // The file's first render and request take over a second on a busy machine.
    expect(await screen.findByRole('button', { name: 'پرداخت ۱٬۰۰۰٬۰۰۰ تومان' }, { timeout: 5_000 })).toBeEnabled();
    expect(asked[0]!.get('throughNumber')).toBe('2');

    await user.click(screen.getByRole('radio', { name: 'چند قسط بعدی' }));
    await user.selectOptions(screen.getByLabelText('تعداد اقساط'), '3');
    expect(await screen.findByRole('button', { name: 'پرداخت ۳٬۰۰۰٬۰۰۰ تومان' })).toBeEnabled();
    expect(asked.at(-1)!.get('throughNumber')).toBe('4');

    await user.click(screen.getByRole('radio', { name: 'مبلغ دلخواه' }));
    await user.type(screen.getByLabelText('مبلغ (تومان)'), '۵۰۰۰۰۰۰');
    expect(await screen.findByRole('alert')).toHaveTextContent('مبلغ وارد شده از کل بدهی باقی‌مانده (۳٬۰۰۰٬۰۰۰ تومان) بیشتر است');
    expect(screen.getByRole('button', { name: /^پرداخت/ })).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: /تسویه کامل وام/ }));
    expect(await screen.findByText('تخفیف سود ماه‌های آغازنشده')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'پرداخت ۲٬۹۰۰٬۰۰۰ تومان' })).toBeEnabled();
  });

  it('offers the wallet only when it covers the figure, and pays with the figure shown', async () => {
    quoteServer();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/user/loan/7/pay', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: { loanPaymentId: 9, status: 'paid', paymentId: null, redirectUrl: null } });
      }),
      http.get('*/api/user/loans', () => HttpResponse.json({ data: [] })),
      http.get('*/api/user/loan/7', () => HttpResponse.json({ data: loan(500_000) })),
      http.get('*/api/user/wallet', () => HttpResponse.json({ data: { balance: 500_000 } })),
    );
    const user = userEvent.setup();
    renderWithQuery(
      <>
        <PayPanel loan={loan(1_500_000)} />
        <ToastContainer />
      </>,
    );
    await screen.findByRole('button', { name: 'پرداخت ۱٬۰۰۰٬۰۰۰ تومان' });
    expect(screen.getByRole('radio', { name: /^کیف پول \(موجودی/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'کیف پول و باقی با درگاه بانکی' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'چند قسط بعدی' }));
    await screen.findByRole('button', { name: 'پرداخت ۲٬۰۰۰٬۰۰۰ تومان' });
    expect(screen.getByRole('radio', { name: /^کیف پول \(موجودی/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'کیف پول و باقی با درگاه بانکی' })).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: /^قسط بعدی/ }));
    await user.click(await screen.findByRole('radio', { name: /^کیف پول \(موجودی/ }));
    await user.click(screen.getByRole('button', { name: 'پرداخت ۱٬۰۰۰٬۰۰۰ تومان' }));
    expect(await screen.findByText('پرداخت انجام شد')).toBeInTheDocument();
    await waitFor(() => expect(bodies).toEqual([{ mode: 'instalments', throughNumber: 2, paymentMethod: 'wallet', expected: 1_000_000 }]));
  });
});
