'use client';

import { useCallback } from 'react';
import { askToSignIn } from '@/lib/session/login-prompt';
import { useSessionStore } from '@/lib/session/session-store';

/** Runs the action at once for a signed-in user; a visitor signs in in the modal first, then it runs (SPEC §2). */
export function useSignedInAction() {
  return useCallback((action: () => void) => {
    const { hydrated, userInfo } = useSessionStore.getState();
    if (!hydrated) return;
    if (userInfo) action();
    else askToSignIn(action);
  }, []);
}
