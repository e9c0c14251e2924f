'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useSessionStore } from '@/lib/session/session-store';
import { logoutRequest } from '../api/logout';
import { useLoginFlow } from '../stores/login-flow-store';

/** SPEC §2/§4 logout: revoke the token, clear all local storage, reset the flow, and go to / unless on /beta. */
export function useLogout() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await logoutRequest();
    window.localStorage.clear();
    useSessionStore.getState().clear();
    useLoginFlow.getState().reset();
    queryClient.removeQueries({ queryKey: ['user'] });
    if (window.location.pathname !== '/beta') router.push('/');
  }, [router, queryClient]);
}
