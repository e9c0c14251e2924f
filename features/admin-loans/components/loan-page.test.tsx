import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AccessProvider } from '@/components/admin/access';
import type { PlanRequest } from '@/lib/contracts/facility';
import { server } from '@/tests/msw/server';
import { renderWithQuery } from '@/tests/render';
import { LoanPage } from './loan-page';

const me = { user: { id: 1, mobile: '09120000000', name: 'کارشناس' }, roles: [], permissions: ['credit.read', 'credit.write'] as const };

const request = (over: Partial<PlanRequest> = {}): PlanRequest => ({
  id: 42,
  state: 'submitted',
  step: 5,
  kind: 'plan',
  planId: 1,
  facilityName: '۱۲ ماهه',
  facilityParentTitle: 'طرح خرید اقساطی',
  months: 12,
  guaranteeType: 'cheque',
  planGuaranteeType: 'cheque',
  fromBasket: false,
  price: 60_000_000,
  prepayment: 10_000_000,
  loanAmount: 50_000_000,
  amountPerMonth: 4_800_000,
  finalRefundAmount: 57_600_000,
  fName: 'مریم',
  lName: 'احمدی',
  nationalCode: '0012345679',
  mobile: '09121112233',
  birthDate: '1990-05-01',
  job: 'کارمند',
  monthlyIncome: 35_000_000,
  // Files are fetched as blobs, which jsdom's XHR cannot give axios: the inline documents are not tested here.
  documents: [],
  creditScore: 700,
  creditApproved: true,
  branchId: 1,
  meetDateTime: '2999-01-01T00:00:00',
  decisionReason: null,
  reupload: { kinds: [], message: null },
  attended: false,
  missed: false,
  orderId: null,
  schedule: [],
  createdAt: '2026-11-20T08:00:00.000Z',
  ...over,
});

function backend(data: PlanRequest) {
  const writes: { url: string; body: unknown }[] = [];
  server.use(
    http.get('*/api/admin/planRequest/42', () => HttpResponse.json({ data })),
    http.put('*/api/admin/planRequest/42/reupload', async ({ request: req }) => {
      const body = await req.json();
      writes.push({ url: '/reupload', body });
      return HttpResponse.json({ data: { ...data, reupload: body as PlanRequest['reupload'] } });
    }),
  );
  return writes;
}

describe('the loan request page', () => {
  it('shows the applicant, and asks for documents again with a message', async () => {
    const writes = backend(request());
    const u = userEvent.setup();
    renderWithQuery(
      <AccessProvider me={{ ...me, permissions: [...me.permissions] }}>
        <LoanPage requestId={42} />
      </AccessProvider>,
    );
    expect(await screen.findByRole('region', { name: 'متقاضی' })).toHaveTextContent('مریم احمدی');
    expect(screen.getByRole('heading', { level: 1, name: 'درخواست ۴۲' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'مدارک' })).toHaveTextContent('مدرکی بارگذاری نشده است.');
    expect(screen.getByRole('button', { name: 'تایید درخواست' })).toBeInTheDocument();
    // The appointment's day has not come: no "missed" yet.
    expect(screen.queryByRole('button', { name: 'متقاضی نیامد' })).toBeNull();

    const ask = screen.getByRole('group', { name: 'درخواست بارگذاری دوباره مدارک' });
    await u.click(within(ask).getByRole('checkbox', { name: 'گواهی درآمد' }));
    await u.type(within(ask).getByLabelText('پیام برای متقاضی'), 'تصویر گواهی درآمد خوانا نیست');
    await u.click(within(ask).getByRole('button', { name: 'درخواست بارگذاری دوباره' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body).toEqual({ kinds: ['incomeProof'], message: 'تصویر گواهی درآمد خوانا نیست' });
    expect(await screen.findByText(/در انتظار بارگذاری دوباره: گواهی درآمد/)).toBeInTheDocument();
  });

  it('offers "missed" from the appointment day on', async () => {
    backend(request({ meetDateTime: '2020-01-01T00:00:00' }));
    renderWithQuery(
      <AccessProvider me={{ ...me, permissions: [...me.permissions] }}>
        <LoanPage requestId={42} />
      </AccessProvider>,
    );
    expect(await screen.findByRole('button', { name: 'متقاضی نیامد' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'متقاضی در نوبت حاضر شد' })).toBeInTheDocument();
  });
});
