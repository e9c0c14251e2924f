'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useSessionStore, useSignedInUser, type UserInfo } from './session-store';

/** Pages of one's own (orders, checkout, invoice): guests go to /login, which brings them back here. */
export function useRequireSignIn(returnPath: string): UserInfo | null {
  const router = useRouter();
  const hydrated = useSessionStore((s) => s.hydrated);
  const user = useSignedInUser();
  useEffect(() => {
    if (hydrated && !user) router.replace(`/login?c=${encodeURIComponent(returnPath)}`);
  }, [hydrated, user, router, returnPath]);
  return user;
}
