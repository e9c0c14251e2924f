'use client';

import { useEffect } from 'react';
import { setLogoutHandler, useSessionStore, useSignedInUser } from '@/lib/session/session-store';
import { useUser } from '../api/get-user';
import { useLogout } from './use-logout';

/** Reads the stored session after mount, refreshes the user from the server, and owns the logout the API client asks for. */
export function SessionSync() {
  const logout = useLogout();
  const signedIn = useSignedInUser() !== null;
  const { data: user } = useUser(signedIn);

  useEffect(() => {
    void useSessionStore.persist.rehydrate();
  }, []);
  useEffect(() => {
    setLogoutHandler(() => void logout());
  }, [logout]);
  useEffect(() => {
    if (user) useSessionStore.getState().setUser(user);
  }, [user]);

  return null;
}
