import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ProductInsurance } from '@/lib/contracts/product';
import { formatToman } from '@/lib/format/money';
import { InsurancePlans } from './insurance-plans';

const logo = { original: { src: '/logo.svg', alt: 'لوگو' } };

function plan(id: number, title: string, forced: boolean, prices: [number, number]): ProductInsurance {
  return {
    id,
    insuranceTitle: title,
    company: 'بیمه سامان',
    images: null,
    coverage: '<ul><li>شکستگی صفحه نمایش</li></ul>',
    termsAndConditions: '<p>فرانشیز <strong>۱۰ درصد</strong></p>',
    months: 12,
    discountPercent: 10,
    hasForceInsurance: forced,
    prices: [{ variantId: 7, insurancePrice: prices[0], insurancePriceWithDiscount: prices[1] }],
  };
}

const full = plan(1, 'بیمه بدنه موبایل کامل', false, [1_950_000, 1_950_000]);
const screenPlan = plan(2, 'بیمه شکست صفحه نمایش', false, [1_170_000, 1_053_000]);

/** The page keeps the choice; this holder plays that part. */
function Holder({ plans }: { plans: ProductInsurance[] }) {
  const [selected, setSelected] = useState(plans.find((p) => p.hasForceInsurance)?.id ?? null);
  return <InsurancePlans plans={plans} variantId={7} selectedId={selected} onSelect={setSelected} logo={logo} />;
}

const panel = () => screen.getByRole('region', { name: 'اطلاعات خرید بیمه نامه' });

describe('InsurancePlans', () => {
  it('opens the purchase summary for a chosen plan, removes it with "حذف بیمه" and closes with "انصراف"', async () => {
    const user = userEvent.setup();
    render(<Holder plans={[full, screenPlan]} />);
    expect(screen.getByRole('radio', { name: 'بدون بیمه' })).toBeChecked();
    expect(screen.queryByRole('region', { name: 'اطلاعات خرید بیمه نامه' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /بیمه شکست صفحه نمایش/ }));
    const summary = panel();
    expect(within(summary).getByText('بیمه شکست صفحه نمایش')).toBeInTheDocument();
    expect(summary).toHaveTextContent(`${formatToman(1_170_000)} تومان`);
    expect(summary).toHaveTextContent(`${formatToman(1_053_000)} تومان`);
    expect(within(summary).getByRole('heading', { name: 'سطح پوشش' })).toBeInTheDocument();
    expect(within(summary).getByRole('listitem')).toHaveTextContent('شکستگی صفحه نمایش');
    expect(within(summary).getByRole('heading', { name: 'شرایط و قوانین' })).toBeInTheDocument();
    expect(within(summary).getByText('۱۰ درصد').tagName).toBe('STRONG');

    await user.click(within(summary).getByRole('button', { name: 'انصراف' }));
    expect(screen.queryByRole('region', { name: 'اطلاعات خرید بیمه نامه' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /بیمه شکست صفحه نمایش/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'مشاهده اطلاعات خرید بیمه نامه' }));
    await user.click(within(panel()).getByRole('button', { name: 'حذف بیمه' }));
    expect(screen.getByRole('radio', { name: 'بدون بیمه' })).toBeChecked();
    expect(screen.queryByRole('region', { name: 'اطلاعات خرید بیمه نامه' })).not.toBeInTheDocument();
  });

  it('keeps a forced plan chosen: no "no insurance" option, other plans locked, no remove button', async () => {
    const user = userEvent.setup();
    render(<Holder plans={[{ ...full, hasForceInsurance: true }, screenPlan]} />);
    expect(screen.getByRole('radio', { name: /بیمه بدنه موبایل کامل/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /بیمه شکست صفحه نمایش/ })).toBeDisabled();
    expect(screen.queryByRole('radio', { name: 'بدون بیمه' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'مشاهده اطلاعات خرید بیمه نامه' }));
    expect(within(panel()).queryByRole('button', { name: 'حذف بیمه' })).not.toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'انصراف' })).toBeInTheDocument();
  });
});
