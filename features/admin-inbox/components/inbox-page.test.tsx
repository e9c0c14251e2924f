import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { AccessProvider } from '@/components/admin/access';
import type { SentMessage } from '@/lib/contracts/admin/messages';
import type { Permission } from '@/lib/contracts/admin/permissions';
import { server } from '@/tests/msw/server';
import { renderWithQuery } from '@/tests/render';
import { InboxPage } from './inbox-page';

const draw = (permissions: Permission[]) =>
  renderWithQuery(
    <AccessProvider me={{ user: null, roles: [], permissions }}>
      <InboxPage />
      <ToastContainer />
    </AccessProvider>,
  );

const message = (over: Partial<SentMessage>): SentMessage => ({
  id: 1, userId: 5, mobile: '09121234567', customerName: 'زهرا محمدی', title: 'سلام', body: 'متن', sentAt: '2026-11-24T08:00:00.000Z', sentBy: '09120000000', seen: false, ...over,
});

describe('the console inbox', () => {
  it('finds a customer by mobile, sends a message, and lists it unread', async () => {
    const sent: SentMessage[] = [message({ id: 1, title: 'پیام قبلی', seen: true })];
    const posted: { path: string; body: unknown }[] = [];
    server.use(
      http.get('*/api/admin/messages', () => HttpResponse.json({ data: sent })),
      http.get('*/api/admin/customers', ({ request }) =>
        // The endpoint takes page sizes of 10, 20, 50 or 100 only.
        !['10', '20', '50', '100'].includes(new URL(request.url).searchParams.get('pageSize') ?? '')
          ? HttpResponse.json({ message: 'اندازه صفحه باید ۱۰، ۲۰، ۵۰ یا ۱۰۰ باشد' }, { status: 400 })
          : HttpResponse.json({
          data: {
            items: new URL(request.url).searchParams.get('q') === '09121234567' ? [{ id: 5, mobile: '09121234567', name: 'زهرا محمدی', nationalCode: null, kind: 'customer', blocked: false, createdAt: '', ordersCount: 0, walletBalance: 0 }] : [],
            total: 1, page: 1, pageSize: 10,
          },
        }),
      ),
      http.post('*/api/admin/customers/5/messages', async ({ request }) => {
        const body = (await request.json()) as { title: string; body: string };
        posted.push({ path: '5', body });
        sent.unshift(message({ id: 2, ...body }));
        return HttpResponse.json({ data: {}, message: 'پیام فرستاده شد' }, { status: 201 });
      }),
    );
    const u = userEvent.setup();
    draw(['customers.read', 'customers.write']);
    expect(await screen.findByText('پیام قبلی', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('خوانده شد')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'فرستادن' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('مشتری را با شماره موبایل پیدا و انتخاب کنید');
    // Persian digits are read as the mobile.
    await u.type(screen.getByLabelText('موبایل مشتری (دست‌کم ۴ رقم)'), '۰۹۱۲۱۲۳۴۵۶۷');
    await u.click(await screen.findByRole('button', { name: /زهرا محمدی/ }));
    expect(screen.getByText(/گیرنده:/)).toHaveTextContent('زهرا محمدی');
    await u.type(screen.getByLabelText('عنوان'), 'سفارش آماده است');
    await u.type(screen.getByLabelText('متن پیام'), 'از شعبه تحویل بگیرید.');
    await u.click(screen.getByRole('button', { name: 'فرستادن' }));
    await waitFor(() => expect(posted).toEqual([{ path: '5', body: { title: 'سفارش آماده است', body: 'از شعبه تحویل بگیرید.' } }]));
    expect(await screen.findByText('سفارش آماده است')).toBeInTheDocument();
    expect(screen.getByText('خوانده نشده')).toBeInTheDocument();
    // Typing a mobile and two fields key by key takes seconds on the shared CI cores.
  }, 20_000);

  it('shows the list without the form to a role that may only read customers', async () => {
    server.use(http.get('*/api/admin/messages', () => HttpResponse.json({ data: [message({ title: 'پیام قبلی' })] })));
    draw(['customers.read']);
    expect(await screen.findByText('پیام قبلی', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'فرستادن' })).not.toBeInTheDocument();
  });
});
