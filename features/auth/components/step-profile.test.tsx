import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session/session-store';
import { server } from '@/tests/msw/server';
import { useLoginFlow } from '../stores/login-flow-store';
import { answer, api, fail, heading, ok, renderFlow, resetStores, user } from './auth-test-kit';

vi.mock('next/navigation', () => ({ useRouter: () => ({ replace: vi.fn(), push: vi.fn() }), usePathname: () => '/login' }));

function atProfile(over: Parameters<typeof answer>[1] = {}, passwordPending = true) {
  act(() => {
    useSessionStore.getState().signIn(answer({}, over));
    useLoginFlow.setState({ step: 4, passwordPending });
  });
}

beforeEach(resetStores);

/** The exact text of the error a field points at (accessible descriptions fold the spec's double spaces). */
const errorOf = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('step 4, the profile form', () => {
  it('shows every SPEC §5 message, inline and as a toast', async () => {
    const u = userEvent.setup();
    renderFlow();
    atProfile({ birthDate: '1990-01-01T00:00:00' });
    await u.type(screen.getByLabelText('نام'), 'Zahra');
    await u.type(screen.getByLabelText('کد ملی'), '0012345678');
    await u.click(screen.getByRole('button', { name: 'ثبت اطلاعات' }));
    const name = screen.getByLabelText('نام');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(errorOf('نام')).toBe('نام  باید فارسی باشد');
    expect(errorOf('نام خانوادگی')).toBe('لطفا نام خانوداگی را به درستی پر کنید');
    expect(errorOf('کد ملی')).toBe('کد ملی وارد شده صحیح نمی باشد ');
    expect(screen.getAllByText('لطفا این فیلد را به درستی پر کنید')).not.toHaveLength(0);
    // The same messages as toasts (SPEC §8).
    expect(await screen.findAllByText('نام  باید فارسی باشد', { normalizer: (t) => t })).toHaveLength(2);

    await u.clear(name);
    await u.click(screen.getByRole('button', { name: 'ثبت اطلاعات' }));
    await waitFor(() => expect(errorOf('نام')).toBe('لطفا نام را به درستی پر کنید'));
    await u.clear(screen.getByLabelText('کد ملی'));
    await u.click(screen.getByRole('button', { name: 'ثبت اطلاعات' }));
    await waitFor(() => expect(errorOf('کد ملی')).toBe('لطفا کد ملی را به درستی پر کنید'));
  });

  it('keeps submit disabled without a birth date', () => {
    renderFlow();
    atProfile();
    expect(screen.getByRole('button', { name: 'ثبت اطلاعات' })).toBeDisabled();
    expect(screen.getByLabelText('تاریخ تولد')).toHaveValue('');
  });

  it('locks a stored national code', () => {
    renderFlow();
    atProfile({ nationalCode: '0049937081', birthDate: '1990-01-01T00:00:00' });
    expect(screen.getByLabelText('کد ملی')).toHaveValue('0049937081');
    expect(screen.getByLabelText('کد ملی')).toHaveAttribute('readonly');
  });

  it('clears the city when the province changes', async () => {
    const u = userEvent.setup();
    renderFlow();
    atProfile({ provinceId: 1, cityId: 10, birthDate: '1990-01-01T00:00:00' });
    expect(screen.getByLabelText('شهر')).toHaveValue('10');
    await u.selectOptions(screen.getByLabelText('استان'), '');
    expect(screen.getByLabelText('شهر')).toHaveValue('');
  });

  it('sends the multipart fields, stores data.data as the user, and goes to step 5 when a password is owed', async () => {
    const saved = user({ fName: 'زهرا', lName: 'محمدی', nationalCode: '0049937081', provinceId: 1, cityId: 10, hasMainData: true });
    const { seen, handlers } = api({ '/user/userInfo': ok(saved) });
    server.use(...handlers);
    const u = userEvent.setup();
    renderFlow();
    atProfile({ provinceId: 1, cityId: 10, birthDate: '1990-01-01T00:00:00' });
    await u.type(screen.getByLabelText('نام'), 'زهرا');
    await u.type(screen.getByLabelText('نام خانوادگی'), 'محمدی');
    await u.type(screen.getByLabelText('کد ملی'), '۰۰۴۹۹۳۷۰۸۱');
    await u.click(screen.getByRole('button', { name: 'ثبت اطلاعات' }));
    await waitFor(() => expect(heading()).toHaveTextContent('رمز عبور خود را تعیین کنید'));
    expect(seen[0]!.body).toEqual({ fname: 'زهرا', lname: 'محمدی', nationalCode: '0049937081', provinceId: '1', cityId: '10', birthDate: '1990-01-01T00:00:00' });
    expect(useSessionStore.getState().userInfo).toMatchObject({ fName: 'زهرا', hasMainData: true, token: 'tok' });
  });

  it('toasts the server message when saving fails', async () => {
    server.use(...api({ '/user/userInfo': fail(409, 'این کد ملی برای حساب دیگری ثبت شده است') }).handlers);
    const u = userEvent.setup();
    renderFlow();
    atProfile({ fName: 'زهرا', lName: 'محمدی', nationalCode: '0049937081', provinceId: 1, cityId: 10, birthDate: '1990-01-01T00:00:00' }, false);
    await u.click(screen.getByRole('button', { name: 'ثبت اطلاعات' }));
    expect(await screen.findByText('این کد ملی برای حساب دیگری ثبت شده است')).toBeInTheDocument();
    expect(heading()).toHaveTextContent('اطلاعات خود را وارد نمایید');
  });
});

describe('step 5, the new password', () => {
  it('ticks the checklist live and enables submit only when every rule holds and both fields are filled', async () => {
    const u = userEvent.setup();
    renderFlow();
    act(() => useLoginFlow.setState({ step: 5 }));
    const submit = screen.getByRole('button', { name: 'ورود' });
    const rules = () => screen.getAllByRole('listitem').map((li) => li.textContent);
    await u.type(screen.getByLabelText('رمز عبور'), 'abc');
    expect(rules()).toEqual(['○ حداقل ۸ کاراکتر (رعایت نشده)', '○ حروف بزرگ و کوچک لاتین (رعایت نشده)', '○ حداقل یک عدد (رعایت نشده)']);
    await u.type(screen.getByLabelText('رمز عبور'), 'defG1');
    expect(rules().every((r) => r!.includes('(رعایت شده)'))).toBe(true);
    expect(submit).toBeDisabled();
    await u.type(screen.getByLabelText('تکرار رمز عبور'), 'abcdefG2');
    expect(submit).toBeEnabled();
    await u.click(submit);
    expect(await screen.findByText('رمز عبور با تکرار رمز عبور یکسان نیست')).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const u = userEvent.setup();
    renderFlow();
    act(() => useLoginFlow.setState({ step: 5 }));
    const field = screen.getByLabelText('رمز عبور');
    expect(field).toHaveAttribute('type', 'password');
    await u.click(screen.getByRole('button', { name: 'نمایش رمز عبور' }));
    expect(field).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'پنهان کردن رمز عبور' })).toHaveAttribute('aria-pressed', 'true');
  });
});
