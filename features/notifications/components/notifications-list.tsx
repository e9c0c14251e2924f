'use client';

import Link from 'next/link';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { useMarkNotificationSeen } from '../api/mark-notification-seen';
import { useNotifications } from '../api/get-notifications';

/** /dashboard/notifications: newest first with Jalali dates; unseen ones stand out and can be marked seen. */
export function NotificationsList() {
  const { data, isPending } = useNotifications(true);
  const markSeen = useMarkNotificationSeen();

  if (isPending) return <p className="p-4 text-sm text-muted">در حال بارگذاری اعلان‌ها…</p>;
  // SPEC §8: a failed fetch is silent, so it reads like an empty list.
  if (!data || data.length === 0) return <p className="rounded-xl border border-line bg-white p-6 text-center text-sm text-muted">اعلانی ندارید.</p>;
  return (
    <ul aria-label="اعلان‌ها" className="flex flex-col gap-3">
      {data.map((n) => (
        <li key={n.id} className={`rounded-xl border bg-white p-4 ${n.seen ? 'border-line' : 'border-brand/60 shadow-sm'}`}>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 className="font-bold">
              {n.seen ? null : <span className="me-2 inline-block size-2 rounded-full bg-brand align-middle" aria-hidden />}
              {n.title}
              {n.seen ? null : <span className="sr-only"> (خوانده‌نشده)</span>}
            </h2>
            <time dateTime={n.createdAt} className="text-xs text-muted">{formatJalaliDateTime(n.createdAt)}</time>
          </div>
          {n.body ? <p className="mt-2 text-sm leading-6">{n.body}</p> : null}
          <div className="mt-3 flex flex-wrap gap-3 text-sm">
            {n.value && n.kind !== 'general' ? (
              <Link href={`/dashboard/orders/${encodeURIComponent(n.value)}`} onClick={() => void markSeen(n.id)} className="text-brand-dark underline">
                مشاهده سفارش
              </Link>
            ) : null}
            {n.seen ? null : (
              <button type="button" onClick={() => void markSeen(n.id)} className="text-muted underline">
                علامت‌گذاری به عنوان خوانده‌شده
              </button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
