import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FacilityPlan } from '@/lib/contracts/facility';
import { facilityFigures } from '@/lib/facility/calculator';
import { formatToman } from '@/lib/format/money';
import { InstalmentPreview } from './instalment-preview';

const plan: FacilityPlan = {
  id: 2,
  kind: 'plan',
  facilityName: 'اقساط ۱۲ ماهه',
  facilityParentTitle: 'خرید اقساطی',
  months: 12,
  minPrepaymentPercent: 30,
  annualRateBp: 2300,
  guaranteeType: 'cheque',
  minLoanAmount: 5_000_000,
  maxLoanAmount: 300_000_000,
  categoryIds: [],
  lateFeeDailyBp: 5,
  lateFeeGraceDays: 3,
  settlementRebatePercent: 100,
};

const toman = (text: string) => Number(text.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))).replace(/[^\d]/g, ''));

describe('InstalmentPreview', () => {
  afterEach(() => vi.useRealTimers());

  it('shows every instalment with its Jalali due date, the totals and the cost over cash before anything is asked for', async () => {
    // 1404/07/15 in Tehran.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-10-07T08:00:00Z'));
    const user = userEvent.setup();
    render(<InstalmentPreview plans={[plan]} price={57_990_000} />);
    await user.click(screen.getByRole('button', { name: 'جدول اقساط (۱۲ قسط)' }));
    const table = await screen.findByRole('table', { name: 'جدول اقساط' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toHaveTextContent('۱۵ آبان ۱۴۰۴');
    expect(rows[11]).toHaveTextContent('۱۵ مهر ۱۴۰۵');

    const figures = facilityFigures({ months: 12, minPrepaymentPercent: 30, annualRateBp: 2300, minLoan: 5_000_000, maxLoan: 300_000_000 }, 57_990_000);
    if (!figures.ok) throw new Error(figures.reason);
    const amounts = rows.map((r) => toman(within(r).getAllByRole('cell')[2]!.textContent ?? ''));
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(figures.figures.finalRefundAmount);
    expect(screen.getByText('جمع پرداختی (پیش پرداخت و اقساط)').parentElement).toHaveTextContent(formatToman(figures.figures.prepayment + figures.figures.finalRefundAmount));
    expect(screen.getByText('هزینه خرید اقساطی نسبت به خرید نقدی').parentElement).toHaveTextContent(formatToman(figures.figures.facilityDeference));
  });
});
