'use client';

import Link from 'next/link';
import { toPersianDigits } from '@/lib/format/digits';
import { formatTomanWithUnit } from '@/lib/format/money';
import type { UserInfo } from '@/lib/session/session-store';
import { useScores } from '../api/get-scores';

const fullName = (u: UserInfo) => [u.fName, u.lName].filter(Boolean).join(' ') || 'کاربر';

/** /dashboard: who is signed in, the wallet, the loyalty points, and whether the profile still needs completing. */
export function DashboardOverview({ user }: { user: UserInfo }) {
  const scores = useScores().data;
  return (
    <section aria-labelledby="dashboard-title" className="flex flex-col gap-4">
      <h1 id="dashboard-title" className="text-xl font-bold">حساب کاربری</h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 rounded-xl border border-line bg-white p-4 text-sm">
        <dt className="text-muted">نام</dt>
        <dd>{fullName(user)}</dd>
        <dt className="text-muted">شماره موبایل</dt>
        <dd><bdi dir="ltr">{toPersianDigits(user.mobile)}</bdi></dd>
        <dt className="text-muted">موجودی کیف پول</dt>
        <dd>{formatTomanWithUnit(user.wallet)}</dd>
        <dt className="text-muted">اعلان‌های خوانده‌نشده</dt>
        <dd>{toPersianDigits(user.newNotifications)}</dd>
        <dt className="text-muted">امتیاز باشگاه مشتریان</dt>
        <dd>
          {scores ? (
            <>
              {toPersianDigits(scores.points)} <span className="text-xs text-muted">({scores.rule})</span>
            </>
          ) : (
            '…'
          )}
        </dd>
      </dl>
      {user.hasMainData ? null : (
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm">
          اطلاعات حساب شما کامل نیست. <Link href="/dashboard/profile" className="font-bold text-brand-dark underline">تکمیل اطلاعات</Link>
        </p>
      )}
    </section>
  );
}
