'use client';

import { NavLink } from '@/components/nav-link';
import { useId, useState } from 'react';
import { formatWalletEn } from '@/lib/format/money';
import { toPersianDigits } from '@/lib/format/digits';
import { useSignedInUser, type UserInfo } from '@/lib/session/session-store';
import { useWallet } from '@/lib/session/wallet';
import { PersonIcon, TomanIcon } from './account-icons';
import { useLogout } from './use-logout';

export const displayName = (u: Pick<UserInfo, 'fName' | 'lName'>) => [u.fName, u.lName].filter(Boolean).join(' ') || 'کاربر';

const LINKS = [
  { href: '/dashboard/orders', label: 'سفارش‌ها' },
  { href: '/dashboard/favorites', label: 'علاقه‌مندی‌ها' },
  { href: '/dashboard/addresses', label: 'آدرس‌ها' },
] as const;

function AccountMenu({ user }: { user: UserInfo }) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const wallet = useWallet(true).data?.balance ?? user.wallet;
  const logout = useLogout();
  const item = 'block rounded-lg px-3 py-2 text-sm hover:bg-gray-100';
  return (
    <div
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        // Hover has usually opened it already: a click must not close it again.
        onClick={() => setOpen(true)}
        className="flex items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm hover:border-brand hover:text-brand"
      >
        <PersonIcon className="size-5" />
        <span>حساب کاربری</span>
      </button>
      <div id={menuId} hidden={!open} className="absolute end-0 top-full z-40 w-64 rounded-xl border border-line bg-white p-2 shadow-lg">
        <NavLink href="/dashboard" className={item}>
          <span className="block font-bold">{displayName(user)}</span>
          <bdi dir="ltr" className="text-xs text-muted">{toPersianDigits(user.mobile)}</bdi>
        </NavLink>
        <NavLink href="/dashboard/wallet" className={`${item} flex items-center justify-between`}>
          <span>کیف پول</span>
          <span className="flex items-center gap-1">
            <bdi dir="ltr">{formatWalletEn(wallet)}</bdi>
            <TomanIcon className="size-4" />
            <span className="sr-only">تومان</span>
          </span>
        </NavLink>
        {LINKS.map((l) => (
          <NavLink key={l.href} href={l.href} className={item}>
            {l.label}
          </NavLink>
        ))}
        <button type="button" onClick={() => void logout()} className={`${item} w-full text-start text-red-600`}>
          خروج از حساب کاربری
        </button>
      </div>
    </div>
  );
}

/** SPEC §2 header account control: 'ورود/ثبت نام' for guests; the hover menu on desktop; an icon to /dashboard on phones. */
export function AccountControl({ variant }: { variant: 'desktop' | 'mobile' }) {
  const user = useSignedInUser();
  if (!user) {
    return variant === 'desktop' ? (
      <NavLink href="/login" className="flex items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm hover:border-brand hover:text-brand">
        <PersonIcon className="size-5" />
        ورود/ثبت نام
      </NavLink>
    ) : (
      <NavLink href="/login" aria-label="ورود/ثبت نام" className="rounded-lg p-2">
        <PersonIcon className="size-6" />
      </NavLink>
    );
  }
  return variant === 'desktop' ? (
    <AccountMenu user={user} />
  ) : (
    <NavLink href="/dashboard" aria-label="حساب کاربری" className="rounded-lg p-2">
      <PersonIcon className="size-6" />
    </NavLink>
  );
}
