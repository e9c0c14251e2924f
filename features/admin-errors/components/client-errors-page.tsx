'use client';

import { PageHeader } from '@/components/admin/page-header';
import { EmptyState, ErrorState } from '@/components/admin/state-panels';
import { FALLBACK_ERROR } from '@/lib/api-client';
import { useClientErrors } from '../api/list-client-errors';

/** What broke in shoppers' browsers: the latest reports of the error boundaries, newest first. */
export function ClientErrorsPage() {
  const list = useClientErrors();
  return (
    <div className="space-y-4">
      <PageHeader title="خطاهای مرورگر" description="آخرین خطاهایی که صفحه‌های فروشگاه در مرورگر کاربران گزارش کرده‌اند (۲۰۰ مورد آخر)." />
      {list.isError ? <ErrorState message={list.error.message || FALLBACK_ERROR} onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.length === 0 ? <EmptyState title="خطایی گزارش نشده است" /> : null}
      <ul className="space-y-3">
        {list.data?.map((e) => (
          <li key={e.id} className="space-y-1 rounded-xl border border-line bg-white p-4 text-sm">
            <div className="flex flex-wrap gap-x-3 text-xs text-muted">
              <span>{e.at}</span>
              <bdi dir="ltr">{e.url}</bdi>
              {e.digest ? <bdi dir="ltr">digest {e.digest}</bdi> : null}
              {e.userId ? <span>کاربر {e.userId}</span> : null}
            </div>
            <p dir="ltr" className="text-start font-mono break-words">{e.message}</p>
            {e.stack ? (
              <details>
                <summary className="cursor-pointer text-xs text-muted">جزئیات</summary>
                <pre dir="ltr" className="mt-2 max-h-64 overflow-auto text-xs whitespace-pre-wrap">{e.stack}</pre>
              </details>
            ) : null}
            {e.userAgent ? <p dir="ltr" className="text-xs text-muted">{e.userAgent}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
