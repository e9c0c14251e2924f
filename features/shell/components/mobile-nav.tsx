'use client';

import { NavLink } from '@/components/nav-link';
import { usePathname } from 'next/navigation';
import type { ComponentType, SVGProps } from 'react';
import { BasketIcon, GridIcon, HeartIcon, HomeIcon, UserIcon } from './icons';
import { useShellViewer } from './use-shell-viewer';

type Tab = { label: string; target: string; icon: ComponentType<SVGProps<SVGSVGElement>>; needsLogin: boolean; cart?: true };

const TABS: readonly Tab[] = [
  { label: 'خانه', target: '/', icon: HomeIcon, needsLogin: false },
  { label: 'دسته‌بندی', target: '/categories', icon: GridIcon, needsLogin: false },
  { label: 'سبد خرید', target: '/cart', icon: BasketIcon, needsLogin: true, cart: true },
  { label: 'علاقه‌مندی‌ها', target: '/dashboard/favorites', icon: HeartIcon, needsLogin: true },
  { label: 'پروفایل', target: '/dashboard', icon: UserIcon, needsLogin: true },
];

/** SPEC §2: signed-out visitors go to /login, which returns them to the tab's page (query c). */
export function tabHref(tab: Pick<Tab, 'target' | 'needsLogin'>, loggedIn: boolean): string {
  return tab.needsLogin && !loggedIn ? `/login?c=${encodeURIComponent(tab.target)}` : tab.target;
}

/** The phone bottom bar: five tabs, four in catalog mode (no cart). */
export function MobileNav({ catalogMode }: { catalogMode: boolean }) {
  const pathname = usePathname();
  const { loggedIn } = useShellViewer();
  const tabs = TABS.filter((t) => !(catalogMode && t.cart));
  return (
    <>
      {/* Keeps the end of the page clear of the fixed bar. */}
      <div aria-hidden className="h-16 desk:hidden" />
      <nav aria-label="ناوبری پایین صفحه" className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface pb-[env(safe-area-inset-bottom)] desk:hidden">
        <ul className={`grid ${tabs.length === 5 ? 'grid-cols-5' : 'grid-cols-4'}`}>
          {tabs.map((tab) => {
            const active = tab.target === '/' ? pathname === '/' : pathname.startsWith(tab.target);
            const Icon = tab.icon;
            return (
              <li key={tab.target}>
                <NavLink
                  href={tabHref(tab, loggedIn)}
                  aria-current={active ? 'page' : undefined}
                  className={`flex h-16 flex-col items-center justify-center gap-1 text-[11px] ${active ? 'text-brand' : 'text-muted'}`}
                >
                  <Icon className="size-6" />
                  {tab.label}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
