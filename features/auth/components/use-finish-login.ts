'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { closeLoginPrompt } from '@/lib/session/login-prompt';
import { safeReturnPath } from '@/lib/safe-return-path';
import { useSessionStore } from '@/lib/session/session-store';
import { afterLogin, useLoginFlow } from '../stores/login-flow-store';
import type { LoginAnswer } from '@/lib/contracts/auth';

/**
 * SPEC §4 finishing: close the modal, clear the login flag, step 0, scroll to top, and leave /login for c or /.
 * In the modal, the action that opened it runs now, with the new session (SPEC §2 "returns to the action").
 */
export function useFinishLogin() {
  const router = useRouter();
  return useCallback(() => {
    const resume = closeLoginPrompt();
    useLoginFlow.getState().reset();
    // The page stays where it was: the visitor carries on with what they were doing.
    if (resume) {
      resume();
      return;
    }
    window.scrollTo({ top: 0 });
    if (window.location.pathname === '/login') {
      // The login set the cookies the server renders by (the session; for staff, the preview that shows the shop in
      // maintenance): the layout is rendered again with them, then the page leaves for c.
      router.refresh();
      router.replace(safeReturnPath(new URLSearchParams(window.location.search).get('c'), window.location.origin));
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
