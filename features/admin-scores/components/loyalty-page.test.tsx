import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { AccessProvider } from '@/components/admin/access';
import type { Permission } from '@/lib/contracts/admin/permissions';
import { server } from '@/tests/msw/server';
import { renderWithQuery } from '@/tests/render';
import { LoyaltyPage } from './loyalty-page';

const draw = (permissions: Permission[]) =>
  renderWithQuery(
    <AccessProvider me={{ user: null, roles: [], permissions }}>
      <LoyaltyPage />
      <ToastContainer />
    </AccessProvider>,
  );

describe('the console loyalty setting', () => {
  it('saves a point’s worth and the minimum, Persian digits too, and refuses a zero minimum in Persian', async () => {
    let saved = { enabled: true, tomanPerPoint: 1_000, minPoints: 50 };
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/admin/loyalty', () => HttpResponse.json({ data: saved })),
      http.put('*/api/admin/loyalty', async ({ request }) => {
        saved = (await request.json()) as typeof saved;
        sent.push(saved);
        return HttpResponse.json({ data: saved, message: 'تنظیمات امتیاز ذخیره شد' });
      }),
    );
    const u = userEvent.setup();
    draw(['customers.read', 'customers.write']);
    const min = await screen.findByLabelText('کمترین امتیاز قابل تبدیل');
    expect(min).toHaveValue('50');
    await u.clear(min);
    await u.type(min, '0');
    await u.click(screen.getByRole('button', { name: 'ذخیره' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('کمترین امتیاز دست‌کم ۱ باشد');
    expect(sent).toEqual([]);

    await u.clear(screen.getByLabelText('کمترین امتیاز قابل تبدیل'));
    await u.type(screen.getByLabelText('کمترین امتیاز قابل تبدیل'), '۲۰');
    await u.clear(screen.getByLabelText(/^ارزش هر امتیاز/));
    await u.type(screen.getByLabelText(/^ارزش هر امتیاز/), '2500');
    await u.click(screen.getByLabelText('مشتری بتواند امتیاز را به اعتبار کیف پول تبدیل کند'));
    await u.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(sent).toEqual([{ enabled: false, tomanPerPoint: 2_500, minPoints: 20 }]));
  }, 20_000);

  it('shows the values read-only to a role without customers.write', async () => {
    server.use(http.get('*/api/admin/loyalty', () => HttpResponse.json({ data: { enabled: true, tomanPerPoint: 1_000, minPoints: 50 } })));
    draw(['customers.read']);
    expect(await screen.findByLabelText('کمترین امتیاز قابل تبدیل')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'ذخیره' })).not.toBeInTheDocument();
  });
});
