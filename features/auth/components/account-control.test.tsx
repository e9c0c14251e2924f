import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session/session-store';
import { server } from '@/tests/msw/server';
import { renderWithQuery } from '@/tests/render';
import { AccountControl } from './account-control';
import { answer, api, ok, resetStores } from './auth-test-kit';
import { SellerBanner } from './seller-banner';

const router = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/' }));

const signIn = (over: Parameters<typeof answer>[1] = {}) =>
  act(() => useSessionStore.getState().signIn(answer({}, { fName: 'زهرا', lName: 'محمدی', hasMainData: true, ...over })));

beforeEach(() => {
  resetStores();
  router.push.mockClear();
  window.history.replaceState(null, '', '/');
});

describe('the header account control', () => {
  it("shows 'ورود/ثبت نام' to guests", () => {
    renderWithQuery(<AccountControl variant="desktop" />);
    expect(screen.getByRole('link', { name: 'ورود/ثبت نام' })).toHaveAttribute('href', '/login');
  });

  it('opens a menu with name, mobile, the en-US wallet and the account links; logout clears storage and goes home', async () => {
    const { seen, handlers } = api({ '/user/wallet': ok({ balance: 1_250_000 }), '/v1/logout': ok(null) });
    server.use(...handlers);
    const u = userEvent.setup();
    renderWithQuery(<AccountControl variant="desktop" />);
    signIn();
    await u.hover(screen.getByRole('button', { name: 'حساب کاربری' }));
    expect(screen.getByRole('link', { name: /زهرا محمدی/ })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: /زهرا محمدی/ })).toHaveTextContent('۰۹۱۲۱۲۳۴۵۶۷');
    expect(await screen.findByRole('link', { name: /1,250,000/ })).toHaveAttribute('href', '/dashboard/wallet');
    for (const [name, href] of [['سفارش‌ها', '/dashboard/orders'], ['علاقه‌مندی‌ها', '/dashboard/favorites'], ['آدرس‌ها', '/dashboard/addresses']]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    localStorage.setItem('basketId', 'b1');
    await u.click(screen.getByRole('button', { name: 'خروج از حساب کاربری' }));
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith('/'));
    expect(seen.map((s) => s.path)).toContain('/v1/logout');
    expect(localStorage.length).toBe(0);
    expect(screen.getByRole('link', { name: 'ورود/ثبت نام' })).toBeInTheDocument();
  });

  it('does not leave /beta on logout', async () => {
    server.use(...api({ '/user/wallet': ok({ balance: 0 }), '/v1/logout': ok(null) }).handlers);
    window.history.replaceState(null, '', '/beta');
    const u = userEvent.setup();
    renderWithQuery(<AccountControl variant="desktop" />);
    signIn();
    await u.hover(screen.getByRole('button', { name: 'حساب کاربری' }));
    await u.click(screen.getByRole('button', { name: 'خروج از حساب کاربری' }));
    await vi.waitFor(() => expect(useSessionStore.getState().userInfo).toBeNull());
    expect(router.push).not.toHaveBeenCalled();
  });

  it('is an icon to /dashboard on phones', () => {
    renderWithQuery(<AccountControl variant="mobile" />);
    signIn();
    expect(screen.getByRole('link', { name: 'حساب کاربری' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('the seller banner', () => {
  it('is red with the name in seller mode only', () => {
    renderWithQuery(<SellerBanner />);
    signIn();
    expect(screen.queryByRole('note')).toBeNull();
    signIn({ noCheck: true, role: 'seller' });
    expect(screen.getByRole('note')).toHaveTextContent('حالت فروشنده: زهرا محمدی');
    expect(screen.getByRole('note')).toHaveClass('bg-seller');
  });
});
