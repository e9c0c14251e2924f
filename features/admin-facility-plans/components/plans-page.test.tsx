import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AccessProvider } from '@/components/admin/access';
import type { AdminFacilityPlans } from '@/lib/contracts/admin/facility-plans';
import type { Permission } from '@/lib/contracts/admin/permissions';
import { facilityFigures } from '@/lib/facility/calculator';
import { formatToman } from '@/lib/format/money';
import { server } from '@/tests/msw/server';
import { renderWithQuery } from '@/tests/render';
import { FacilityPlansPage } from './plans-page';

const data: AdminFacilityPlans = {
  plans: [
    { id: 3, kind: 'plan', name: 'اقساط ۱۲ ماهه', parentTitle: 'طرح خرید اقساطی', months: 12, minPrepaymentPercent: 20, annualRateBp: 2300, guaranteeType: 'cheque', minLoan: 5_000_000, maxLoan: 200_000_000, categoryIds: [], active: true, sort: 0, requests: 4 },
  ],
  categories: [{ id: 1, title: 'موبایل', parentId: null }],
};

function render(permissions: Permission[]) {
  const writes: { method: string; url: string; body: unknown }[] = [];
  server.use(
    http.get('*/api/admin/facility-plans', () => HttpResponse.json({ data })),
    http.put('*/api/admin/facility-plans/:id', async ({ request, params }) => {
      writes.push({ method: 'PUT', url: `/${String(params.id)}`, body: await request.json() });
      return HttpResponse.json({ data: data.plans[0] });
    }),
    http.put('*/api/admin/facility-plans/:id/active', async ({ request, params }) => {
      writes.push({ method: 'PUT', url: `/${String(params.id)}/active`, body: await request.json() });
      return HttpResponse.json({ data: { ...data.plans[0], active: false } });
    }),
  );
  renderWithQuery(
    <AccessProvider me={{ user: { id: 1, mobile: '09120000000', name: 'کارشناس' }, roles: [], permissions }}>
      <FacilityPlansPage />
    </AccessProvider>,
  );
  return writes;
}

const shown = (amount: number) => formatToman(amount);

describe('the facility plans screen', () => {
  it('previews the storefront calculator’s figures for the sample price as the terms change, and saves an edit', async () => {
    const writes = render(['credit.read', 'credit.write']);
    const u = userEvent.setup();
    // The first render of the file compiles the form's modules: more than the default second on a busy machine.
    await u.click(await screen.findByRole('button', { name: 'ویرایش اقساط ۱۲ ماهه' }, { timeout: 5000 }));
    const preview = screen.getByRole('region', { name: 'پیش‌نمایش ماشین‌حساب' });
    const terms = { months: 12, minPrepaymentPercent: 20, annualRateBp: 2300, minLoan: 5_000_000, maxLoan: 200_000_000 };
    const before = facilityFigures(terms, 60_000_000);
    if (!before.ok) throw new Error('the sample fits the plan');
    expect(within(preview).getByText('قسط ماهانه').nextElementSibling).toHaveTextContent(shown(before.figures.amountPerMonth));
    expect(within(preview).getAllByRole('row')).toHaveLength(13);

    const months = screen.getByLabelText(/تعداد اقساط/);
    await u.clear(months);
    await u.type(months, '۱۸');
    const after = facilityFigures({ ...terms, months: 18 }, 60_000_000);
    if (!after.ok) throw new Error('the sample fits the plan');
    await waitFor(() => expect(within(preview).getByText('قسط ماهانه').nextElementSibling).toHaveTextContent(shown(after.figures.amountPerMonth)));
    expect(within(preview).getAllByRole('row')).toHaveLength(19);
    expect(within(preview).getByText('جمع اقساط').nextElementSibling).toHaveTextContent(shown(after.figures.finalRefundAmount));

    // A price the plan cannot lend on says why, in the calculator's words.
    const price = within(preview).getByLabelText('قیمت نمونه (تومان)');
    await u.clear(price);
    await u.type(price, '5000000');
    expect(within(preview).getByText(/مبلغ وام کمتر از حداقل این طرح است/)).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'ذخیره طرح' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ url: '/3', body: { months: 18, annualRatePercent: 23, minLoan: 5_000_000, categoryIds: [] } });
  });

  it('switches a plan off after a confirmation', async () => {
    const writes = render(['credit.read', 'credit.write']);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'خاموش کردن اقساط ۱۲ ماهه' }));
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'خاموش کن' }));
    await waitFor(() => expect(writes).toEqual([{ method: 'PUT', url: '/3/active', body: { active: false } }]));
  });

  it('shows a reader the plans and the preview, without write controls', async () => {
    render(['credit.read']);
    expect(await screen.findByRole('button', { name: 'پیش‌نمایش اقساط ۱۲ ماهه' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /خاموش کردن/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'افزودن طرح' })).toBeNull();
    expect(screen.getByLabelText(/^نام طرح/)).toBeDisabled();
  });
});
