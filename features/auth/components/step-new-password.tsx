'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { newPasswordFormSchema } from '@/lib/contracts/auth';
import { useSessionStore } from '@/lib/session/session-store';
import { PASSWORD_RULES } from '@/lib/validators/password';
import { useResetPassword } from '../api/reset-password';
import { useLoginFlow } from '../stores/login-flow-store';
import { FALLBACKS, toastApiError } from './auth-toast';
import { PasswordField } from './password-field';

/** Step 5: the new password, its repeat and the live SPEC §5 checklist; submit waits until every rule holds. */
export function StepNewPassword() {
  const id = useId();
  const recovering = useLoginFlow((s) => s.viaRecovery);
  const schema = useMemo(() => newPasswordFormSchema(recovering), [recovering]);
  const { register, control, handleSubmit, formState } = useForm<{ password: string; repeat: string }>({
    resolver: zodResolver(schema),
    // The mismatch shows once the repeat has been left, and goes as soon as it is put right.
    mode: 'onTouched',
    defaultValues: { password: '', repeat: '' },
  });
  const [password, repeat] = useWatch({ control, name: ['password', 'repeat'] });
  const reset = useResetPassword();
  const allHold = PASSWORD_RULES.every((rule) => rule.test(password)) && repeat.length > 0;

  const submit = handleSubmit(async ({ password }) => {
    const secretKey = useSessionStore.getState().userInfo?.secretKey;
    try {
      await reset.mutateAsync({ password, secretKey: secretKey ?? '' });
      const session = useSessionStore.getState();
      if (session.userInfo) useSessionStore.setState({ userInfo: { ...session.userInfo, secretKey: null, newPassword: false } });
      useLoginFlow.getState().goTo(-1);
    } catch (e) {
      toastApiError(e, FALLBACKS.generic);
    }
  });

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
      <PasswordField id={`${id}-new`} label="رمز عبور" autoComplete="new-password" aria-describedby={`${id}-rules`} {...register('password')} />
      <PasswordField id={`${id}-repeat`} label="تکرار رمز عبور" autoComplete="new-password" error={formState.errors.repeat?.message} {...register('repeat')} />
      <ul id={`${id}-rules`} aria-label="شرایط رمز عبور" className="flex flex-col gap-1 text-sm">
        {PASSWORD_RULES.map((rule) => {
          const ok = rule.test(password);
          return (
            <li key={rule.id} className={ok ? 'text-green-700' : 'text-muted'}>
              <span aria-hidden>{ok ? '✓ ' : '○ '}</span>
              {rule.label}
              <span className="sr-only">{ok ? ' (رعایت شده)' : ' (رعایت نشده)'}</span>
            </li>
          );
        })}
      </ul>
      <button type="submit" disabled={!allHold || reset.isPending} className="rounded-lg bg-brand py-3 text-white disabled:opacity-60">
        ورود
      </button>
    </form>
  );
}
