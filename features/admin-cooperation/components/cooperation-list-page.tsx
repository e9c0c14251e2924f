'use client';

import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useId } from 'react';
import { inputClass } from '@/components/admin/form/field';
import { PageHeader } from '@/components/admin/page-header';
import { TableSkeleton } from '@/components/admin/skeleton';
import { EmptyState, ErrorState } from '@/components/admin/state-panels';
import { toApiError } from '@/lib/api-client';
import { businessKindTitles, COOPERATION_STATES, cooperationStateTitles } from '@/lib/contracts/cooperation-messages';
import { toPersianDigits } from '@/lib/format/digits';
import { useCooperationRequests } from '../api/cooperation-api';

/** Cooperation (B2B) requests by state (the newest 200), each opening its page. */
export function CooperationListPage() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const raw = params.get('state');
  const state = raw && (COOPERATION_STATES as readonly string[]).includes(raw) ? raw : null;
  const list = useCooperationRequests(state);
  const filterId = useId();

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="درخواست‌های همکاری"
        breadcrumbs={[{ label: 'پیشخوان', href: '/admin' }, { label: 'درخواست‌های همکاری' }]}
        description="درخواست‌های همکاری فروشگاه‌ها و شرکت‌ها. برای دیدن مدارک و تصمیم، درخواست را باز کنید."
      />
      <div className="flex flex-col gap-1 self-start">
        <label htmlFor={filterId} className="text-sm font-medium">
          وضعیت
        </label>
        <select id={filterId} value={state ?? ''} onChange={(e) => router.replace(e.target.value ? `${pathname}?state=${e.target.value}` : pathname)} className={inputClass}>
          <option value="">همه وضعیت‌ها</option>
          {COOPERATION_STATES.map((s) => (
            <option key={s} value={s}>
              {cooperationStateTitles[s]}
            </option>
          ))}
        </select>
      </div>
      <section aria-label="درخواست‌ها" className="rounded-xl border border-line bg-white">
        {list.isPending ? (
          <TableSkeleton rows={5} columns={5} />
        ) : list.isError ? (
          <ErrorState message={toApiError(list.error).message} onRetry={() => void list.refetch()} />
        ) : list.data.length === 0 ? (
          <EmptyState title="درخواستی با این وضعیت نیست" />
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">درخواست‌های همکاری</caption>
              <thead className="text-xs text-muted">
                <tr>
                  {['شماره', 'شرکت', 'نوع فعالیت', 'ارسال', 'وضعیت'].map((h) => (
                    <th key={h} scope="col" className="px-3 py-2 text-start font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.data.map((r) => (
                  <tr key={r.id} className="border-t border-line">
                    <td className="px-3 py-2">
                      <Link href={`/admin/cooperation/${r.id}`} className="font-medium text-brand-dark underline-offset-2 hover:underline">
                        {toPersianDigits(r.id)}
                      </Link>
                    </td>
                    <td className="px-3 py-2">{r.details ? `${r.details.legalName}${r.details.brandName ? ` (${r.details.brandName})` : ''}` : '—'}</td>
                    <td className="px-3 py-2">{r.details ? businessKindTitles[r.details.businessKind] : '—'}</td>
                    <td className="px-3 py-2">{r.submittedAtFa ?? '—'}</td>
                    <td className="px-3 py-2">{r.stateTitle}</td>
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
