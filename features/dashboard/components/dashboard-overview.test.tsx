import { screen } from '@testing-library/react';
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

describe('DashboardOverview', () => {
  it('shows the loyalty points with the rule that earns them', async () => {
    server.use(http.get('*/api/user/scores', () => HttpResponse.json({ data: { points: 125, rule: 'هر ۱۰۰٬۰۰۰ تومان خرید پرداخت‌شده ۱ امتیاز', orders: [] } })));
    renderWithQuery(<DashboardOverview user={user} />);
    expect(await screen.findByText('۱۲۵', { exact: false })).toHaveTextContent('۱۲۵ (هر ۱۰۰٬۰۰۰ تومان خرید پرداخت‌شده ۱ امتیاز)');
  });
});
