'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { passwordFormSchema } from '@/lib/contracts/auth';
import { toPersianDigits } from '@/lib/format/digits';
import { useForgetPassword } from '../api/forget-password';
import { useLoginByPassword } from '../api/login-by-password';
import { useSendCode } from '../api/send-code';
import { useLoginFlow } from '../stores/login-flow-store';
import { FALLBACKS, toastApiError } from './auth-toast';
import { PasswordField } from './password-field';
import { useCompleteLogin } from './use-finish-login';

/** Step 2: password login, with the switches to a one-time code (step 1) and to recovery (step 3). */
export function StepPassword() {
  const id = useId();
  const mobile = useLoginFlow((s) => s.mobile);
  const { register, handleSubmit, formState } = useForm<{ password: string }>({ resolver: zodResolver(passwordFormSchema), defaultValues: { password: '' } });
  const login = useLoginByPassword();
  const sendCode = useSendCode();
  const forget = useForgetPassword();
  const complete = useCompleteLogin();

  const submit = handleSubmit(async ({ password }) => {
    try {
      complete(2, await login.mutateAsync({ mobile, password }));
    } catch (e) {
      toastApiError(e, FALLBACKS.passwordLogin);
    }
  });

  const withCode = async () => {
    try {
      await sendCode.mutateAsync({ mobile });
      useLoginFlow.getState().codeSent(mobile, 1, false);
    } catch (e) {
      toastApiError(e, FALLBACKS.generic);
    }
  };

  const recover = async () => {
    try {
      await forget.mutateAsync({ mobile, isVoiceCall: false });
      useLoginFlow.getState().codeSent(mobile, 3, true);
    } catch (e) {
      toastApiError(e, FALLBACKS.forgetPassword);
    }
  };

  const busy = login.isPending || sendCode.isPending || forget.isPending;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        شماره موبایل: <bdi dir="ltr">{toPersianDigits(mobile)}</bdi>
      </p>
      <PasswordField
        id={`${id}-password`}
        label="رمز عبور"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <button type="submit" disabled={busy} className="rounded-lg bg-brand py-3 text-white disabled:opacity-60">
        ورود
      </button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" onClick={withCode} disabled={busy} className="text-brand">
          ورود با رمز یکبار مصرف
        </button>
        <button type="button" onClick={recover} disabled={busy} className="text-brand">
          فراموشی رمز عبور
        </button>
      </div>
      <button type="button" onClick={() => useLoginFlow.getState().goTo(0)} className="text-sm text-muted">
        تغییر شماره
      </button>
    </form>
  );
}
