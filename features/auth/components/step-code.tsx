'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useCountdown } from '@/components/countdown';
import { codeFormSchema, OTP_LENGTH, OTP_TTL_SECONDS } from '@/lib/contracts/auth';
import { toPersianDigits } from '@/lib/format/digits';
import { useForgetPassword } from '../api/forget-password';
import { useLoginBySms } from '../api/login-by-sms';
import { useSendCode } from '../api/send-code';
import { useLoginFlow } from '../stores/login-flow-store';
import { FALLBACKS, toastApiError } from './auth-toast';
import { CodeInput } from './code-input';
import { useCompleteLogin } from './use-finish-login';

const pad = (n: number) => toPersianDigits(String(n).padStart(2, '0'));

/** Steps 1 (login code) and 3 (recovery code): the code, its countdown, resend, voice call and change number. */
export function StepCode({ step }: { step: 1 | 3 }) {
  const id = useId();
  const { mobile, codeSentAt, needNewPassword } = useLoginFlow();
  const { control, setValue, reset, handleSubmit } = useForm<z.input<typeof codeFormSchema>, unknown, z.output<typeof codeFormSchema>>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  });
  const code = useWatch({ control, name: 'code' });
  // An ISO string, not a Date: the countdown restarts whenever its target changes identity.
  const left = useCountdown(new Date(codeSentAt + OTP_TTL_SECONDS * 1000).toISOString());
  const expired = left !== null && left.total === 0;
  const verify = useLoginBySms();
  const sendCode = useSendCode();
  const forget = useForgetPassword();
  const complete = useCompleteLogin();

  const submit = handleSubmit(async (values) => {
    if (verify.isPending) return;
    try {
      complete(step, await verify.mutateAsync({ mobile, code: values.code }));
    } catch (e) {
      reset({ code: '' });
      toastApiError(e, FALLBACKS.codeLogin);
    }
  });

  // SPEC §4: the fourth digit submits on its own.
  const onCode = (value: string) => {
    const changed = value !== code;
    setValue('code', value);
    if (value.length === OTP_LENGTH && changed) void submit();
  };

  const resend = async (isVoiceCall: boolean) => {
    try {
      if (step === 1) await sendCode.mutateAsync({ mobile, isVoiceCall });
      else await forget.mutateAsync({ mobile, isVoiceCall });
      reset({ code: '' });
      useLoginFlow.getState().codeSent(mobile, step, needNewPassword);
    } catch (e) {
      toastApiError(e, step === 1 ? FALLBACKS.generic : FALLBACKS.forgetPassword);
    }
  };

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
      <p id={`${id}-hint`} className="text-sm text-muted">
        کد تایید به شماره <bdi dir="ltr">{toPersianDigits(mobile)}</bdi> ارسال شد.
      </p>
      <label htmlFor={`${id}-code`} className="text-sm">
        کد تایید
      </label>
      <CodeInput id={`${id}-code`} value={code} onChange={onCode} disabled={expired || verify.isPending} describedBy={`${id}-hint`} />
      <button type="submit" disabled={code.length !== OTP_LENGTH || expired || verify.isPending} className="rounded-lg bg-brand py-3 text-white disabled:opacity-60">
        ورود
      </button>
      {expired ? (
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <button type="button" onClick={() => void resend(false)} className="text-brand">
            ارسال مجدد کد
          </button>
          <button type="button" onClick={() => void resend(true)} className="text-brand">
            دریافت کد با تماس صوتی
          </button>
        </div>
      ) : left ? (
        <p role="timer" aria-live="off" className="text-center text-sm text-muted">
          ارسال مجدد کد تا <span dir="ltr">{pad(left.minutes)}:{pad(left.seconds)}</span> دیگر
        </p>
      ) : null}
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" onClick={() => useLoginFlow.getState().goTo(0)} className="text-muted">
          تغییر شماره
        </button>
        {step === 1 ? (
          <button type="button" onClick={() => useLoginFlow.getState().goTo(2)} className="text-brand">
            ورود با رمز عبور
          </button>
        ) : null}
      </div>
    </form>
  );
}
