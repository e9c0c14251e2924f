import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@/lib/session/session-store';
import { server } from '@/tests/msw/server';
import { renderWithQuery } from '@/tests/render';
import { DashboardOverview } from './dashboard-overview';

const user = {
  id: 1, mobile: '09121234567', fName: 'زهرا', lName: 'محمدی', nationalCode: null, birthDate: null, provinceId: null, cityId: null,
  role: 'customer', noCheck: false, wallet: 0, newNotifications: 2, hasMainData: true, token: 'tok', secretKey: null, newPassword: false,
} satisfies UserInfo;

const scores = (points: number, enabled = true) => ({
  points, earned: points, spent: 0, rule: 'هر ۱۰۰٬۰۰۰ تومان خرید پرداخت‌شده ۱ امتیاز', orders: [],
  spending: { enabled, tomanPerPoint: 1_000, minPoints: 50, worth: points * 1_000, rule: enabled ? 'هر امتیاز ۱٬۰۰۰ تومان اعتبار کیف پول؛ دست‌کم ۵۰ امتیاز' : 'تبدیل امتیاز به اعتبار فعلاً ممکن نیست' },
});

describe('DashboardOverview', () => {
  it('shows the loyalty points with the rule that earns them', async () => {
    server.use(http.get('*/api/user/scores', () => HttpResponse.json({ data: scores(125) })));
    renderWithQuery(<DashboardOverview user={user} />);
    expect(await screen.findByText('۱۲۵', { exact: false, selector: 'dd' })).toHaveTextContent('۱۲۵ (هر ۱۰۰٬۰۰۰ تومان خرید پرداخت‌شده ۱ امتیاز)');
  });

  it('spends the points typed (Persian digits too) into wallet credit, with the shop’s rule shown', async () => {
    let left = 125;
    const asked: unknown[] = [];
    server.use(
      http.get('*/api/user/scores', () => HttpResponse.json({ data: scores(left) })),
      http.post('*/api/user/scores/redeem', async ({ request }) => {
        const body = (await request.json()) as { points: number };
        asked.push(body);
        left -= body.points;
        return HttpResponse.json({ data: { points: body.points, amount: body.points * 1_000, remaining: left }, message: 'امتیازها به اعتبار کیف پول تبدیل شد' });
      }),
    );
    const u = userEvent.setup();
    renderWithQuery(<DashboardOverview user={user} />);
    expect(await screen.findByText('هر امتیاز ۱٬۰۰۰ تومان اعتبار کیف پول؛ دست‌کم ۵۰ امتیاز')).toBeInTheDocument();
    await u.type(screen.getByLabelText(/تعداد امتیاز/), '۶۰');
    await u.click(screen.getByRole('button', { name: /تبدیل به اعتبار کیف پول/ }));
    await waitFor(() => expect(asked).toEqual([{ points: 60 }]));
    // 65 left: still above the minimum, so the form stays.
    expect(await screen.findByLabelText('تعداد امتیاز (خالی: همه، ۶۵)')).toBeInTheDocument();
  });

  it('says spending is off, with no form, when the shop turned it off', async () => {
    server.use(http.get('*/api/user/scores', () => HttpResponse.json({ data: scores(125, false) })));
    renderWithQuery(<DashboardOverview user={user} />);
    expect(await screen.findByText('تبدیل امتیاز به اعتبار فعلاً ممکن نیست')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /تبدیل به اعتبار کیف پول/ })).not.toBeInTheDocument();
  });
});
