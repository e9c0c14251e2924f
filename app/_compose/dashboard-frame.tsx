'use client';

// Routes compose features (STYLE.md): the dashboard's menu, the modal notification, the auth feature's logout and
// the instalments' badge.
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLogout } from '@/features/auth/components/use-logout';
import { useDashboardMenu } from '@/features/dashboard/api/get-dashboard-menu';
import { useLoansDue } from '@/features/instalments/api/get-loans-due';
import { DashboardNav } from '@/features/dashboard/components/dashboard-nav';
import { ModalNotification } from '@/features/notifications/components/modal-notification';
import { useSessionStore, useSignedInUser } from '@/lib/session/session-store';

/**
 * SPEC §2: the account pages' own frame. A side menu from 1024 px; on phones the menu is a list on /dashboard and the
 * other pages lead back to it. Signed-out visitors go to /login, which brings them back here (query c).
 */
export function DashboardFrame({ companyName, children }: { companyName: string; children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const hydrated = useSessionStore((s) => s.hydrated);
  const user = useSignedInUser();
  const menu = useDashboardMenu(user !== null).data;
  const due = useLoansDue(user !== null).data;
  const badges = due ? { installments: { count: due.dueSoon + due.overdue, label: 'قسط سررسیدشده یا نزدیک به سررسید' } } : undefined;
  const logout = useLogout();
  // Logging out empties the session too; that must lead home (SPEC §2), not to the guests' way to /login.
  const loggingOut = useRef(false);

  useEffect(() => {
    if (hydrated && !user && !loggingOut.current) {
      router.replace(`/login?c=${encodeURIComponent(window.location.pathname + window.location.search)}`);
    }
  }, [hydrated, user, router]);

  const onLogout = () => {
    loggingOut.current = true;
    void logout();
  };

  return (
    <div className="min-h-dvh bg-gray-50">
      <div className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
          <Link href="/" className="font-bold text-brand-dark">{companyName}</Link>
          <Link href="/" className="text-sm text-muted hover:text-ink">بازگشت به فروشگاه</Link>
        </div>
      </div>
      {user ? (
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 desk:grid-cols-[16rem_1fr]">
          <aside className="hidden desk:block">
            <div className="sticky top-4 rounded-xl border border-line bg-white p-3">
              <DashboardNav items={menu} pathname={pathname} onLogout={onLogout} variant="side" badges={badges} />
            </div>
          </aside>
          <div className="flex min-w-0 flex-col gap-6">
            {pathname === '/dashboard' ? null : (
              <Link href="/dashboard" className="self-start text-sm text-brand-dark underline desk:hidden">بازگشت به حساب کاربری</Link>
            )}
            {children}
            {pathname === '/dashboard' ? (
              <div className="desk:hidden">
                <DashboardNav items={menu} pathname={pathname} onLogout={onLogout} variant="list" badges={badges} />
              </div>
            ) : null}
          </div>
          <ModalNotification enabled />
        </div>
      ) : (
        <p role="status" className="p-6 text-sm text-muted">در حال بارگذاری…</p>
      )}
    </div>
  );
}
