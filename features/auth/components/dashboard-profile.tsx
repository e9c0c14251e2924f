'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { formatTomanWithUnit } from '@/lib/format/money';
import { toPersianDigits } from '@/lib/format/digits';
import { useSessionStore } from '@/lib/session/session-store';
import { useWallet } from '@/lib/session/wallet';
import { displayName } from './account-control';
import { useLogout } from './use-logout';

/** The minimal /dashboard until the dashboard issue: name, mobile, wallet and logout; guests go to /login. */
export function DashboardProfile() {
  const router = useRouter();
  const hydrated = useSessionStore((s) => s.hydrated);
  const user = useSessionStore((s) => (s.userInfo?.token ? s.userInfo : null));
  const wallet = useWallet(Boolean(user)).data?.balance ?? user?.wallet ?? 0;
  const logout = useLogout();
  // Logging out empties the session too; that must lead home (SPEC §2), not to the guests' way to /login.
  const loggingOut = useRef(false);

  useEffect(() => {
    if (hydrated && !user && !loggingOut.current) router.replace(`/login?c=${encodeURIComponent('/dashboard')}`);
  }, [hydrated, user, router]);

  if (!user) return <p className="p-6 text-sm text-muted">در حال بارگذاری…</p>;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 p-6">
      <h1 className="text-xl font-bold">حساب کاربری</h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 rounded-xl border border-line p-4 text-sm">
        <dt className="text-muted">نام</dt>
        <dd>{displayName(user)}</dd>
        <dt className="text-muted">شماره موبایل</dt>
        <dd>
          <bdi dir="ltr">{toPersianDigits(user.mobile)}</bdi>
        </dd>
        <dt className="text-muted">موجودی کیف پول</dt>
        <dd>{formatTomanWithUnit(wallet)}</dd>
      </dl>
      <div className="flex gap-3">
        <Link href="/" className="rounded-lg border border-line px-4 py-2 text-sm">
          بازگشت به فروشگاه
        </Link>
        <button type="button" onClick={() => {
            loggingOut.current = true;
            void logout();
          }}
          className="rounded-lg bg-red-600 px-4 py-2 text-sm text-white">
          خروج از حساب کاربری
        </button>
      </div>
    </div>
  );
}
