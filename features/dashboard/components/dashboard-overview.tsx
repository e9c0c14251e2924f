'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { toast } from '@/components/toasts';
import { FALLBACK_ERROR } from '@/lib/api-client';
import { redeemScoresBodySchema, type Scores } from '@/lib/contracts/scores';
import { toLatinDigits, toPersianDigits } from '@/lib/format/digits';
import { formatTomanWithUnit } from '@/lib/format/money';
import type { UserInfo } from '@/lib/session/session-store';
import { useScores } from '../api/get-scores';
import { useRedeemScores } from '../api/redeem-scores';

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
      {scores ? <SpendScores scores={scores} /> : null}
      {user.hasMainData ? null : (
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm">
          اطلاعات حساب شما کامل نیست. <Link href="/dashboard/profile" className="font-bold text-brand-dark underline">تکمیل اطلاعات</Link>
        </p>
      )}
    </section>
  );
}

/** Points into wallet credit at the shop's rate (an operator's setting), from the minimum up to all of them. */
function SpendScores({ scores }: { scores: Scores }) {
  const { spending } = scores;
  const [count, setCount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const redeem = useRedeemScores();
  const canSpend = spending.enabled && scores.points >= spending.minPoints;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = toLatinDigits(count).trim();
    const parsed = redeemScoresBodySchema.safeParse({ points: typed === '' ? scores.points : Number(typed) });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? FALLBACK_ERROR);
    setProblem(null);
    try {
      toast.success((await redeem.mutateAsync(parsed.data.points)).message);
      setCount('');
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : FALLBACK_ERROR);
    }
  };

  return (
    <section aria-labelledby="spend-scores" className="space-y-2 rounded-xl border border-line bg-white p-4 text-sm">
      <h2 id="spend-scores" className="font-bold">خرج امتیاز</h2>
      <p className="text-muted">{spending.rule}</p>
      {canSpend ? (
        <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
          <label className="block">
            {`تعداد امتیاز (خالی: همه، ${toPersianDigits(scores.points)})`}
            <input value={count} inputMode="numeric" dir="ltr" onChange={(e) => setCount(e.target.value)} className="mt-1 block w-36 rounded-lg border border-line p-2" />
          </label>
          <button type="submit" disabled={redeem.isPending} className="rounded-lg bg-brand px-4 py-2 font-bold text-white disabled:opacity-60">
            {`تبدیل به اعتبار کیف پول (تا ${formatTomanWithUnit(spending.worth)})`}
          </button>
        </form>
      ) : spending.enabled ? (
        <p>{`برای تبدیل، دست‌کم ${toPersianDigits(spending.minPoints)} امتیاز لازم است.`}</p>
      ) : null}
      {problem ? <p role="alert" className="text-brand-dark">{problem}</p> : null}
    </section>
  );
}
