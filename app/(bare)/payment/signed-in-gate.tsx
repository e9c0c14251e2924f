'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { useSessionStore } from '@/lib/session/session-store';

/** Pages of the signed-in user's money: a guest goes to /login and comes back here (SPEC §2 query c). */
export function SignedInGate({ children }: { children: ReactNode }) {
  const router = useRouter();
  const path = usePathname();
  const query = useSearchParams().toString();
  const hydrated = useSessionStore((s) => s.hydrated);
  const signedIn = useSessionStore((s) => Boolean(s.userInfo?.token));

  useEffect(() => {
    if (hydrated && !signedIn) router.replace(`/login?c=${encodeURIComponent(query ? `${path}?${query}` : path)}`);
  }, [hydrated, signedIn, router, path, query]);

  if (!signedIn) return <p className="p-6 text-sm text-muted">در حال بارگذاری…</p>;
  return children;
}
