'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { useSessionStore, useSignedInUser } from '@/lib/session/session-store';

/** Loan pages are the signed-in user's own; guests are sent to log in and come back (`c`). */
export function SignedInGate({ back, children }: { back: string; children: ReactNode }) {
  const hydrated = useSessionStore((s) => s.hydrated);
  const user = useSignedInUser();
  if (!hydrated) return <p className="p-6 text-center text-sm text-muted">در حال بارگذاری…</p>;
  if (!user) {
    return (
      <p className="rounded-xl border border-line bg-white p-6 text-center text-sm">
        برای ثبت و پیگیری درخواست وام <Link href={`/login?c=${encodeURIComponent(back)}`} className="font-bold text-brand-dark underline">وارد حساب کاربری</Link> شوید.
      </p>
    );
  }
  return children;
}
