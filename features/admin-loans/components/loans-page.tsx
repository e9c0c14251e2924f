'use client';

import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useId } from 'react';
import { inputClass } from '@/components/admin/form/field';
import { PageHeader } from '@/components/admin/page-header';
import { TableSkeleton } from '@/components/admin/skeleton';
import { EmptyState, ErrorState } from '@/components/admin/state-panels';
import { Toman } from '@/components/admin/toman';
import { toApiError } from '@/lib/api-client';
import { LOAN_STATE_IDS, stateTitles } from '@/lib/contracts/facility-messages';
import { toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDate } from '@/lib/format/jalali';
import { useLoanRequests } from '../api/loans-api';

const KIND_TITLES = { plan: 'تسهیلات', leasing: 'لیزینگ' } as const;

/** The credit desk's queue: requests by state (the newest 200), each opening its page. */
export function LoansPage() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const raw = params.get('state');
  const state = raw && (LOAN_STATE_IDS as readonly string[]).includes(raw) ? raw : null;
  const kind = params.get('kind');
  const list = useLoanRequests(state);
  const filterId = useId();
  const kindId = useId();
  const rows = (list.data ?? []).filter((r) => !kind || r.kind === kind);

  const update = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    router.replace(`${pathname}${next.size > 0 ? `?${next}` : ''}`);
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="درخواست‌های تسهیلات و لیزینگ"
        breadcrumbs={[{ label: 'پیشخوان', href: '/admin' }, { label: 'تسهیلات' }]}
        description="درخواست‌ها با متقاضی، مبلغ، طرح، نتیجه اعتبارسنجی و نوبت. برای دیدن مدارک و تصمیم، درخواست را باز کنید."
      />
      <div className="flex flex-wrap gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={filterId} className="text-sm font-medium">
            وضعیت
          </label>
          <select id={filterId} value={state ?? ''} onChange={(e) => update('state', e.target.value)} className={inputClass}>
            <option value="">همه وضعیت‌ها</option>
            {LOAN_STATE_IDS.map((s) => (
              <option key={s} value={s}>
                {stateTitles[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={kindId} className="text-sm font-medium">
            مسیر
          </label>
          <select id={kindId} value={kind ?? ''} onChange={(e) => update('kind', e.target.value)} className={inputClass}>
            <option value="">تسهیلات و لیزینگ</option>
            <option value="plan">تسهیلات</option>
            <option value="leasing">لیزینگ</option>
          </select>
        </div>
      </div>
      <section aria-label="درخواست‌ها" className="rounded-xl border border-line bg-white">
        {list.isPending ? (
          <TableSkeleton rows={5} columns={7} />
        ) : list.isError ? (
          <ErrorState message={toApiError(list.error).message} onRetry={() => void list.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState title="درخواستی با این شرایط نیست" />
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">درخواست‌های تسهیلات</caption>
              <thead className="text-xs text-muted">
                <tr>
                  {['شماره', 'متقاضی', 'طرح', 'مبلغ وام', 'اعتبارسنجی', 'نوبت', 'وضعیت'].map((h) => (
                    <th key={h} scope="col" className="px-3 py-2 text-start font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id} className="border-t border-line">
                    <td className="px-3 py-2">
                      <Link href={`/admin/loans/${r.id}`} className="font-medium text-brand-dark underline-offset-2 hover:underline">
                        {toPersianDigits(r.id)}
                      </Link>
                    </td>
                    <td className="px-3 py-2">
                      {[r.fName, r.lName].filter(Boolean).join(' ') || 'بی‌نام'}
                      {r.mobile ? <bdi className="block text-xs text-muted">{toPersianDigits(r.mobile)}</bdi> : null}
                    </td>
                    <td className="px-3 py-2">{`${KIND_TITLES[r.kind]}: ${r.facilityParentTitle} — ${r.facilityName}`}</td>
                    <td className="px-3 py-2">
                      <Toman amount={r.loanAmount} />
                    </td>
                    <td className="px-3 py-2">{r.creditApproved === null ? '—' : `${r.creditApproved ? 'تایید' : 'رد'}${r.creditScore !== null ? ` (${toPersianDigits(r.creditScore)})` : ''}`}</td>
                    <td className="px-3 py-2">{r.meetDateTime ? `${formatJalaliDate(r.meetDateTime.slice(0, 10))}${r.attended ? ' · حاضر شد' : ''}` : '—'}</td>
                    <td className="px-3 py-2">{stateTitles[r.state]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
