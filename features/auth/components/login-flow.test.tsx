import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session/session-store';
import { server } from '@/tests/msw/server';
import { useLoginFlow } from '../stores/login-flow-store';
import { answer, api, CODE_SENT, fail, heading, ok, renderFlow, resetStores, user } from './auth-test-kit';

const router = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => window.location.pathname }));

beforeEach(() => {
  resetStores();
  router.replace.mockClear();
  window.history.replaceState(null, '', '/login?c=%2Fdashboard%2Forders');
});

const toPersian = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

async function enterMobile(u: ReturnType<typeof userEvent.setup>, mobile = '۰۹۱۲۱۲۳۴۵۶۷') {
  await u.type(screen.getByLabelText('شماره موبایل'), mobile);
}

describe('the login step machine', () => {
  it('0 → 1 → 4 → 5 → -1 for a new number: code auto-submits, profile, password, then back to c', async () => {
    const { seen, handlers } = api({
      '/v1/sendCode': CODE_SENT,
      '/v1/userLoginBySMS': ok(answer()),
      '/user/userInfo': ok(user({ fName: 'زهرا', lName: 'محمدی', hasMainData: true })),
      '/user/resetPassword': ok(null),
    });
    server.use(...handlers);
    const u = userEvent.setup();
    renderFlow();
    expect(heading()).toHaveTextContent('ورود | ثبت نام');
    await enterMobile(u);
    await u.click(screen.getByRole('button', { name: 'دریافت کد تایید' }));
    await waitFor(() => expect(heading()).toHaveTextContent('کد تایید را وارد کنید'));
    expect(heading()).toHaveFocus();
    expect(seen[0]!.body).toEqual({ mobile: '09121234567' });
    expect(screen.getByText(/ارسال شد/)).toHaveTextContent('۰۹۱۲۱۲۳۴۵۶۷');

    await u.type(screen.getByLabelText('کد تایید'), toPersian('4821'));
    await waitFor(() => expect(heading()).toHaveTextContent('اطلاعات خود را وارد نمایید'));
    expect(seen[1]!.body).toEqual({ mobile: '09121234567', code: '4821' });
    expect(useSessionStore.getState().userInfo?.token).toBe('tok');

    act(() => useLoginFlow.getState().goTo(5));
    await waitFor(() => expect(heading()).toHaveTextContent('رمز عبور خود را تعیین کنید'));
    await u.type(screen.getByLabelText('رمز عبور'), 'Sahar1234');
    await u.type(screen.getByLabelText('تکرار رمز عبور'), 'Sahar1234');
    await u.click(screen.getByRole('button', { name: 'ورود' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/dashboard/orders'));
    expect(seen.at(-1)!.body).toEqual({ password: 'Sahar1234', secretKey: 'key' });
    expect(useLoginFlow.getState().step).toBe(0);
    expect(window.scrollTo).toHaveBeenCalled();
  });

  it('1 finishes at once for an account with a complete profile', async () => {
    server.use(...api({ '/v1/sendCode': CODE_SENT, '/v1/userLoginBySMS': ok(answer({ hasMainData: true, newPassword: false, secretKey: null })) }).handlers);
    const u = userEvent.setup();
    renderFlow();
    await enterMobile(u, '09121234567');
    await u.click(screen.getByRole('button', { name: 'دریافت کد تایید' }));
    await u.type(await screen.findByLabelText('کد تایید'), '1234');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/dashboard/orders'));
  });

  it('refuses a bad number before asking the server', async () => {
    const u = userEvent.setup();
    renderFlow();
    await enterMobile(u, '0212345678');
    await u.click(screen.getByRole('button', { name: 'دریافت کد تایید' }));
    expect(await screen.findByText('شماره موبایل را به درستی وارد کنید')).toBeInTheDocument();
    expect(screen.getByLabelText('شماره موبایل')).toHaveAttribute('aria-invalid', 'true');
  });

  it('2: password login finishes; a wrong one toasts the server message', async () => {
    let wrong = true;
    server.use(
      ...api({
        '/v1/userLogin': () => (wrong ? fail(401, 'رمز ورود اشتباه است مجدد تلاش کنید')() : ok(answer({ newPassword: false, secretKey: null }))()),
      }).handlers,
    );
    const u = userEvent.setup();
    renderFlow();
    await enterMobile(u, '09121234567');
    await u.click(screen.getByRole('button', { name: 'ورود با رمز عبور' }));
    expect(heading()).toHaveTextContent('رمز عبور خود را وارد کنید');
    await u.click(screen.getByRole('button', { name: 'ورود' }));
    expect(await screen.findByText('رمز عبور را به درستی پر کنید')).toBeInTheDocument();
    await u.type(screen.getByLabelText('رمز عبور'), 'Wrong1234');
    await u.click(screen.getByRole('button', { name: 'ورود' }));
    expect(await screen.findByText('رمز ورود اشتباه است مجدد تلاش کنید')).toBeInTheDocument();
    wrong = false;
    await u.click(screen.getByRole('button', { name: 'ورود' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/dashboard/orders'));
  });

  it('2 → 1 with no password needed: even an incomplete profile finishes', async () => {
    server.use(...api({ '/v1/sendCode': CODE_SENT, '/v1/userLoginBySMS': ok(answer()) }).handlers);
    const u = userEvent.setup();
    useLoginFlow.getState().toPassword('09121234567');
    renderFlow();
    await u.click(screen.getByRole('button', { name: 'ورود با رمز یکبار مصرف' }));
    await u.type(await screen.findByLabelText('کد تایید'), '1234');
    await waitFor(() => expect(router.replace).toHaveBeenCalled());
  });

  it('2 → 3 recovery: multipart forget-password, then 5 for a complete profile, with the recovery mismatch text', async () => {
    const { seen, handlers } = api({ '/v1/forgetPassword': CODE_SENT, '/v1/userLoginBySMS': ok(answer({ hasMainData: true })) });
    server.use(...handlers);
    const u = userEvent.setup();
    useLoginFlow.getState().toPassword('09121234567');
    renderFlow();
    await u.click(screen.getByRole('button', { name: 'فراموشی رمز عبور' }));
    await waitFor(() => expect(heading()).toHaveTextContent('کد تایید را وارد کنید'));
    expect(seen[0]!.body).toEqual({ mobile: '09121234567' });
    expect(seen[0]!.url.searchParams.get('isVoiceCall')).toBe('false');
    await u.type(screen.getByLabelText('کد تایید'), '1234');
    await waitFor(() => expect(heading()).toHaveTextContent('رمز عبور خود را تعیین کنید'));
    await u.type(screen.getByLabelText('رمز عبور'), 'Sahar1234');
    await u.type(screen.getByLabelText('تکرار رمز عبور'), 'Sahar1235');
    await u.click(screen.getByRole('button', { name: 'ورود' }));
    expect(await screen.findByText('رمز عبور و تکرار ان یکسان نیستن')).toBeInTheDocument();
  });

  it('3 → 0 on change number; a failed forget-password toasts the spec fallback', async () => {
    server.use(...api({ '/v1/forgetPassword': () => new Response('oops', { status: 502 }) }).handlers);
    const u = userEvent.setup();
    useLoginFlow.getState().toPassword('09121234567');
    renderFlow();
    await u.click(screen.getByRole('button', { name: 'فراموشی رمز عبور' }));
    expect(await screen.findByText('مشخصه وارد شده صحیح نمی باشد')).toBeInTheDocument();
    act(() => useLoginFlow.getState().codeSent('09121234567', 3, true));
    expect(heading()).toHaveTextContent('کد تایید را وارد کنید');
    await u.click(screen.getByRole('button', { name: 'تغییر شماره' }));
    expect(heading()).toHaveTextContent('ورود | ثبت نام');
  });

  it('after 120 s the code input is disabled and resend and voice call appear', async () => {
    const { seen, handlers } = api({ '/v1/sendCode': CODE_SENT, '/v1/userLoginBySMS': fail(400, 'کد واردی اشتباه است یا منقضی شده است لطفا مجدد تلاش کنید') });
    server.use(...handlers);
    const u = userEvent.setup();
    useLoginFlow.setState({ step: 1, mobile: '09121234567', codeSentAt: Date.now() - 121_000 });
    renderFlow();
    await waitFor(() => expect(screen.getByLabelText('کد تایید')).toBeDisabled());
    expect(screen.getByRole('button', { name: 'ارسال مجدد کد' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'دریافت کد با تماس صوتی' }));
    await waitFor(() => expect(seen[0]!.body).toEqual({ mobile: '09121234567', isVoiceCall: true }));
    await waitFor(() => expect(screen.getByLabelText('کد تایید')).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'ارسال مجدد کد' })).toBeNull();
    await u.type(screen.getByLabelText('کد تایید'), '9999');
    expect(await screen.findByText('کد واردی اشتباه است یا منقضی شده است لطفا مجدد تلاش کنید')).toBeInTheDocument();
    expect(screen.getByLabelText('کد تایید')).toHaveValue('');
  });
});
