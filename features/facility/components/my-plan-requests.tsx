'use client';

import Link from 'next/link';
import { usePlanRequests } from '../api/plan-requests';
import { PlanRequestSummary } from './plan-request-summary';
import { primaryButton } from './field';

/** The user's requests of a kind with a way to start a new one. */
export function MyPlanRequests({ kind, formPath }: { kind: 'plan' | 'leasing'; formPath: string }) {
  const { data, isLoading } = usePlanRequests(true);
  const mine = (data ?? []).filter((r) => r.kind === kind);
  return (
    <div className="space-y-4">
      <Link href={formPath} className={`inline-block ${primaryButton}`}>ثبت درخواست جدید</Link>
      {isLoading ? <p className="text-sm text-muted">در حال بارگذاری…</p> : null}
      {mine.length > 0 ? (
        <ul className="space-y-3" aria-label="درخواست‌های من">
          {mine.map((r) => <PlanRequestSummary key={r.id} request={r} formPath={formPath} />)}
        </ul>
      ) : null}
    </div>
  );
}
