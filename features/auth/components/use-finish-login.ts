'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useSessionStore } from '@/lib/session/session-store';
import { afterLogin, useLoginFlow } from '../stores/login-flow-store';
import type { LoginAnswer } from '@/lib/contracts/auth';

/** Only a path of this site: `//evil.example` and `/\evil` would leave it. */
export function safeReturnPath(c: string | null): string {
  return c && c.startsWith('/') && !c.startsWith('//') && !c.startsWith('/\\') ? c : '/';
}

/** SPEC §4 finishing: close the modal, clear the login flag, step 0, scroll to top, and leave /login for c or /. */
export function useFinishLogin() {
  const router = useRouter();
  return useCallback(() => {
    useLoginFlow.getState().reset();
    window.scrollTo({ top: 0 });
    if (window.location.pathname === '/login') {
      router.replace(safeReturnPath(new URLSearchParams(window.location.search).get('c')));
    }
  }, [router]);
}

/** Stores a successful login and takes the SPEC §4 transition of the step it happened at. */
export function useCompleteLogin() {
  const finish = useFinishLogin();
  return useCallback(
    (step: 1 | 2 | 3, answer: LoginAnswer) => {
      useSessionStore.getState().signIn(answer);
      const flow = useLoginFlow.getState();
      const needNewPassword = flow.needNewPassword && answer.newPassword;
      flow.setPasswordPending(needNewPassword && answer.secretKey !== null);
      const next = afterLogin(step, needNewPassword, answer.hasMainData);
      if (next === 'finish') finish();
      else flow.goTo(next);
    },
    [finish],
  );
}
