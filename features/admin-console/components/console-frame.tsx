'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { AccessProvider } from '@/components/admin/access';
import { Skeleton } from '@/components/admin/skeleton';
import { ErrorState, ForbiddenState } from '@/components/admin/state-panels';
import { buttonClass } from '@/components/admin/button';
import { toApiError } from '@/lib/api-client';
import { toPersianDigits } from '@/lib/format/digits';
import { clearStoredSession, useSessionStore, useSignedInUser } from '@/lib/session/session-store';
import { useConsoleMe } from '../api/get-console-me';
import { ConsoleDrawer } from './console-drawer';
import { ConsoleNav } from './console-nav';

type Props = { shopName: string; onLogout: () => void; children: ReactNode };

const DRAWER_ID = 'console-menu';

/**
 * The operator console's own frame (no shop shell): a side menu from 1024 px, a drawer below, and a top bar. Signed-out
 * visitors go to /login, which brings them back; signed-in users who are not staff get a 403 page.
 */
export function ConsoleFrame({ shopName, onLogout, children }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const hydrated = useSessionStore((s) => s.hydrated);
  const user = useSignedInUser();
  const me = useConsoleMe(user?.id ?? null);
  // The drawer belongs to the page it was opened on: following a link in it closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const closeMenu = () => setMenuOpenOn(null);
  const status = me.error ? toApiError(me.error).status : null;

  useEffect(() => {
    if (!hydrated) return;
    // An expired session answers 401: it is over here too.
    if (status === 401) clearStoredSession();
    if (!user || status === 401) router.replace(`/login?c=${encodeURIComponent(window.location.pathname + window.location.search)}`);
  }, [hydrated, user, status, router]);

  const content = (() => {
    if (status === 403) return <ForbiddenState message={`${toApiError(me.error).message}.`} action={<Link href="/" className={buttonClass('secondary')}>بازگشت به فروشگاه</Link>} />;
    if (me.error && status !== 401) return <ErrorState message={toApiError(me.error).message} onRetry={() => void me.refetch()} />;
    return null;
  })();

  if (!me.data) {
    return (
      <div className="min-h-dvh bg-gray-50">
        <TopBar shopName={shopName} />
        {content ?? (
          <div role="status" aria-label="در حال بارگذاری کنسول" className="flex flex-col gap-4 p-6">
            <Skeleton className="h-8 w-48" />
            <Skeleton className="h-32" />
          </div>
        )}
      </div>
    );
  }

  const who = me.data.user ? (me.data.user.name ?? toPersianDigits(me.data.user.mobile)) : 'سیستم';
  return (
    <AccessProvider me={me.data}>
      {/* On paper (the order page, its invoice and packing slip) only the page prints: no menu, top bar or grey. */}
      <div className="min-h-dvh bg-gray-50 desk:grid desk:grid-cols-[15rem_minmax(0,1fr)] print:block print:min-h-0 print:bg-white">
        <div className="hidden border-e border-line bg-white p-4 desk:block print:!hidden">
          <div className="sticky top-4">
            <ConsoleNav pathname={pathname} />
          </div>
        </div>
        <div className="min-w-0">
          <TopBar shopName={shopName}>
            <button
              type="button"
              onClick={() => setMenuOpenOn(pathname)}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              aria-controls={DRAWER_ID}
              className="rounded-lg border border-line px-3 py-2 text-sm desk:hidden"
            >
              منو
            </button>
            <span className="ms-auto hidden truncate text-sm text-muted sm:inline">{who}</span>
            <Link href="/" className="rounded-lg px-2 py-2 text-sm text-muted hover:bg-gray-100 hover:text-ink">
              فروشگاه
            </Link>
            <button type="button" onClick={onLogout} className="rounded-lg px-2 py-2 text-sm text-muted hover:bg-gray-100 hover:text-ink">
              خروج
            </button>
          </TopBar>
          <div className="mx-auto flex max-w-7xl flex-col gap-6 p-4 desk:p-6 print:max-w-none print:p-0">{children}</div>
        </div>
        <ConsoleDrawer id={DRAWER_ID} open={menuOpen} onClose={closeMenu}>
          <p className="text-sm text-muted">{who}</p>
          <ConsoleNav pathname={pathname} onNavigate={closeMenu} />
        </ConsoleDrawer>
      </div>
    </AccessProvider>
  );
}

function TopBar({ shopName, children }: { shopName: string; children?: ReactNode }) {
  return (
    <div className="sticky top-0 z-10 flex h-14 items-center gap-2 border-b border-line bg-white px-4 print:hidden">
      <Link href="/admin" className="truncate font-bold text-brand-dark">
        کنسول {shopName}
      </Link>
      {children}
    </div>
  );
}
