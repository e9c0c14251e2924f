'use client';

import { NavLink } from '@/components/nav-link';
import { toPersianDigits } from '@/lib/format/digits';
import { useSignedInUser } from '@/lib/session/session-store';
import { BellIcon } from './icons';

/** The header bell with the user's unseen count (SPEC §3 user.newNotifications), kept fresh by the session sync. */
export function NotificationBell() {
  const unseen = useSignedInUser()?.newNotifications ?? 0;
  const count = unseen > 99 ? '۹۹+' : toPersianDigits(unseen);
  return (
    <NavLink
      href="/dashboard/notifications"
      aria-label={unseen > 0 ? `اعلان‌ها، ${count} خوانده‌نشده` : 'اعلان‌ها'}
      className="relative rounded-lg p-2 text-ink hover:bg-gray-100"
    >
      <BellIcon />
      {unseen > 0 ? (
        <span aria-hidden className="absolute -top-0.5 -end-0.5 grid min-w-5 place-items-center rounded-full bg-red-600 px-1 text-[11px] leading-5 font-bold text-white">
          {count}
        </span>
      ) : null}
    </NavLink>
  );
}
