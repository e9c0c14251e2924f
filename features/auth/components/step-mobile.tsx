'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { mobileFormSchema } from '@/lib/contracts/auth';
import { normalizeMobile } from '@/lib/validators/mobile';
import { useSendCode } from '../api/send-code';
import { useLoginFlow } from '../stores/login-flow-store';
import { FALLBACKS, toastApiError } from './auth-toast';
import { describedBy, FormField, inputClass } from './form-field';

/** Step 0: the mobile number. Submitting sends a code (step 1); the password login is one click away (step 2). */
export function StepMobile() {
  const id = useId();
  const saved = useLoginFlow((s) => s.mobile);
  const { register, handleSubmit, getValues, trigger, formState } = useForm<z.input<typeof mobileFormSchema>, unknown, z.output<typeof mobileFormSchema>>({
    resolver: zodResolver(mobileFormSchema),
    defaultValues: { mobile: saved },
  });
  const send = useSendCode();
  const error = formState.errors.mobile?.message;

  // The schema answers the canonical 09… number.
  const submit = handleSubmit(async ({ mobile }) => {
    try {
      await send.mutateAsync({ mobile });
      useLoginFlow.getState().codeSent(mobile, 1, true);
    } catch (e) {
      toastApiError(e, FALLBACKS.generic);
    }
  });

  const withPassword = async () => {
    if (await trigger('mobile')) useLoginFlow.getState().toPassword(normalizeMobile(getValues('mobile'))!);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted">برای ورود یا ثبت نام، شماره موبایل خود را وارد کنید.</p>
      <FormField id={`${id}-mobile`} label="شماره موبایل" error={error}>
        <input
          id={`${id}-mobile`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          placeholder="09xxxxxxxxx"
          className={inputClass}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(`${id}-mobile`, error)}
          {...register('mobile')}
        />
      </FormField>
      <button type="submit" disabled={send.isPending} className="rounded-lg bg-brand py-3 text-white disabled:opacity-60">
        دریافت کد تایید
      </button>
      <button type="button" onClick={withPassword} className="text-sm text-brand">
        ورود با رمز عبور
      </button>
    </form>
  );
}
