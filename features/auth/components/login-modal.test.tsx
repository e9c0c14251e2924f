import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { askToSignIn, useLoginPrompt } from '@/lib/session/login-prompt';
import { useSessionStore } from '@/lib/session/session-store';
import { server } from '@/tests/msw/server';
import { renderWithQuery } from '@/tests/render';
import { useLoginFlow } from '../stores/login-flow-store';
import { answer, api, CODE_SENT, ok, resetStores, StubPlaces } from './auth-test-kit';
import { LoginModal } from './login-modal';

const router = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => window.location.pathname }));

beforeEach(() => {
  resetStores();
  useLoginPrompt.setState({ open: false, resume: null });
  router.push.mockClear();
  router.replace.mockClear();
  window.history.replaceState(null, '', '/products/7/galaxy');
});

async function signIn(u: ReturnType<typeof userEvent.setup>) {
  await u.type(await screen.findByLabelText('شماره موبایل'), '09121234567');
  await u.click(screen.getByRole('button', { name: 'دریافت کد تایید' }));
  await u.type(await screen.findByLabelText('کد تایید'), '1234');
}

describe('the login modal', () => {
  it('signs in on the page, stays there and runs the action that asked for the account', async () => {
    server.use(...api({ '/v1/sendCode': CODE_SENT, '/v1/userLoginBySMS': ok(answer({ hasMainData: true, newPassword: false, secretKey: null })) }).handlers);
    const resume = vi.fn(() => expect(useSessionStore.getState().userInfo?.token).toBe('tok'));
    const u = userEvent.setup();
    renderWithQuery(<LoginModal LocationFields={StubPlaces} />);
    act(() => askToSignIn(resume));
    expect(await screen.findByRole('dialog', { name: 'ورود | ثبت نام' })).toBeInTheDocument();
    await signIn(u);
    await waitFor(() => expect(resume).toHaveBeenCalledOnce());
    expect(useLoginPrompt.getState()).toEqual({ open: false, resume: null });
    expect(useLoginFlow.getState().step).toBe(0);
    expect(router.replace).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closing after the sign-in, on the profile step, still runs the action', async () => {
    server.use(...api({ '/v1/sendCode': CODE_SENT, '/v1/userLoginBySMS': ok(answer()) }).handlers);
    const resume = vi.fn();
    const u = userEvent.setup();
    renderWithQuery(<LoginModal LocationFields={StubPlaces} />);
    act(() => askToSignIn(resume));
    await signIn(u);
    expect(await screen.findByRole('heading', { name: 'اطلاعات خود را وارد نمایید' })).toBeInTheDocument();
    expect(resume).not.toHaveBeenCalled();
    await u.click(screen.getByRole('button', { name: 'بستن' }));
    expect(resume).toHaveBeenCalledOnce();
  });

  it('closing drops the action; on /agency it goes home', async () => {
    window.history.replaceState(null, '', '/agency');
    const resume = vi.fn();
    const u = userEvent.setup();
    renderWithQuery(<LoginModal LocationFields={StubPlaces} />);
    act(() => askToSignIn(resume));
    await u.click(await screen.findByRole('button', { name: 'بستن' }));
    expect(useLoginPrompt.getState().open).toBe(false);
    expect(router.push).toHaveBeenCalledWith('/');
    expect(resume).not.toHaveBeenCalled();
  });
});
