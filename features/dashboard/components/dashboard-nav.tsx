'use client';

import Link from 'next/link';
import type { DashboardMenuItem } from '@/lib/contracts/account';
import { toPersianDigits } from '@/lib/format/digits';
import { MenuIcon } from './dashboard-icons';

type Props = {
  items: readonly DashboardMenuItem[] | undefined;
  pathname: string;
  onLogout: () => void;
  /** 'side' for the desktop column, 'list' for the phone's full-width list. */
  variant: 'side' | 'list';
  /** A count to show beside a row, by its key (instalments due soon); with what it counts, for screen readers. */
  badges?: Partial<Record<string, { count: number; label: string }>>;
};

const isCurrent = (link: string, pathname: string) => link === pathname || (link !== '/dashboard' && pathname.startsWith(`${link}/`));

/** The account menu from the server's rows; the 'logout' row is a button, the rest are links. */
export function DashboardNav({ items, pathname, onLogout, variant, badges }: Props) {
  const row =
    variant === 'side'
      ? 'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm hover:bg-gray-100'
      : 'flex w-full items-center gap-3 px-4 py-4 text-sm';
  if (!items) return <p className="p-3 text-sm text-muted">در حال بارگذاری منو…</p>;
  return (
    <nav aria-label="منوی حساب کاربری">
      <ul className={variant === 'side' ? 'flex flex-col gap-1' : 'divide-y divide-line rounded-xl border border-line bg-white'}>
        {items.map((item) => {
          const current = isCurrent(item.link, pathname);
          const badge = badges?.[item.key];
          return (
            <li key={item.id}>
              {item.key === 'logout' ? (
                <button type="button" onClick={onLogout} className={`${row} text-red-700`}>
                  <MenuIcon name={item.key} />
                  {item.title}
                </button>
              ) : (
                <Link href={item.link} aria-current={current ? 'page' : undefined} className={`${row} ${current ? 'bg-brand/10 font-bold text-brand-dark' : ''}`}>
                  <MenuIcon name={item.key} />
                  {item.title}
                  {badge && badge.count > 0 ? (
                    <span className="ms-auto rounded-full bg-red-600 px-2 text-xs font-bold text-white">
                      {toPersianDigits(badge.count)}
                      <span className="sr-only">{` ${badge.label}`}</span>
                    </span>
                  ) : null}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
