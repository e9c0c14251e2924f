'use client';

import { useId, useState } from 'react';
import { authMessages } from '@/lib/contracts/auth';
import { useSessionStore } from '@/lib/session/session-store';
import { PASSWORD_RULES } from '@/lib/validators/password';
import { useResetPassword } from '../api/reset-password';
import { useLoginFlow } from '../stores/login-flow-store';
import { FALLBACKS, toastApiError } from './auth-toast';
import { PasswordField } from './password-field';

/** Step 5: the new password, its repeat and the live SPEC §5 checklist; submit waits until every rule holds. */
export function StepNewPassword() {
  const id = useId();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const recovering = useLoginFlow((s) => s.viaRecovery);
  const reset = useResetPassword();
  const allHold = PASSWORD_RULES.every((rule) => rule.test(password)) && repeat.length > 0;

  const submit = async () => {
    if (password !== repeat) {
      setMismatch(true);
      return;
    }
    const secretKey = useSessionStore.getState().userInfo?.secretKey;
    try {
      await reset.mutateAsync({ password, secretKey: secretKey ?? '' });
      const session = useSessionStore.getState();
      if (session.userInfo) useSessionStore.setState({ userInfo: { ...session.userInfo, secretKey: null, newPassword: false } });
      useLoginFlow.getState().goTo(-1);
    } catch (e) {
      toastApiError(e, FALLBACKS.generic);
    }
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <PasswordField id={`${id}-new`} label="رمز عبور" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} aria-describedby={`${id}-rules`} />
      <PasswordField
        id={`${id}-repeat`}
        label="تکرار رمز عبور"
        autoComplete="new-password"
        value={repeat}
        onChange={(e) => {
          setRepeat(e.target.value);
          setMismatch(false);
        }}
        error={mismatch ? (recovering ? authMessages.passwordMismatchRecovery : authMessages.passwordMismatch) : undefined}
      />
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
