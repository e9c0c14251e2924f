'use client';

import { PageHeader } from '@/components/admin/page-header';
import { Skeleton } from '@/components/admin/skeleton';
import { EmptyState, ErrorState } from '@/components/admin/state-panels';
import { toApiError } from '@/lib/api-client';
import { formatJalaliLong } from '@/lib/format/jalali';
import { useConsoleOverview } from '../api/get-console-overview';
import { CreditFigures, LowStockFigures } from './attention-figures';
import { OrderFigures } from './order-figures';

/** The operator's home: each part the server sends for their permissions, figures read from the database. */
export function ConsoleHome() {
  const overview = useConsoleOverview();
  const data = overview.data;
  return (
    <>
      <PageHeader
        title="پیشخوان"
        description={data ? `امروز از نیمه‌شب به وقت تهران، و این هفته از ${formatJalaliLong(data.since.week)}.` : undefined}
      />
      {overview.error && !data ? <ErrorState message={toApiError(overview.error).message} onRetry={() => void overview.refetch()} /> : null}
      {overview.isPending ? (
        <div role="status" aria-label="در حال بارگذاری آمار" className="grid gap-3 sm:grid-cols-2 desk:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      ) : null}
      {data?.orders ? <OrderFigures orders={data.orders} /> : null}
      {data && (data.lowStock || data.credit) ? (
        <section aria-labelledby="home-attention" className="flex flex-col gap-3">
          <h2 id="home-attention" className="font-bold">
            نیازمند رسیدگی
          </h2>
          <div className="grid gap-3 sm:grid-cols-2 desk:grid-cols-3">
            {data.lowStock ? <LowStockFigures lowStock={data.lowStock} /> : null}
            {data.credit ? <CreditFigures credit={data.credit} /> : null}
          </div>
        </section>
      ) : null}
      {data && !data.orders && !data.lowStock && !data.credit ? (
        <EmptyState title="آماری برای نقش‌های شما نیست">بخش‌هایی که می‌توانید با آن‌ها کار کنید در منوی کنسول آمده‌اند.</EmptyState>
      ) : null}
    </>
  );
}
