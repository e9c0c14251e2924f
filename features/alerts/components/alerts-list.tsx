'use client';

import { NavLink } from '@/components/nav-link';
import { toast } from '@/components/toasts';
import { FALLBACK_ERROR } from '@/lib/api-client';
import { formatTomanWithUnit } from '@/lib/format/money';
import { useAlerts } from '../api/list-alerts';
import { useCancelAlert } from '../api/cancel-alert';

/** The shopper's open alert requests (dashboard), each with a way to withdraw it. */
export function AlertsList() {
  const { data, isPending, isError } = useAlerts();
  const cancel = useCancelAlert();
  if (isPending) return <p className="text-sm text-muted">در حال بارگذاری…</p>;
  if (isError) return <p className="text-sm text-muted">فهرست بارگذاری نشد.</p>;
  if (data.length === 0) return <p className="rounded-xl border border-line bg-white p-4 text-sm">درخواست بازی ندارید. در صفحه هر کالا می‌توانید موجود شدن یا کاهش قیمتش را بخواهید.</p>;
  return (
    <ul className="divide-y divide-line rounded-xl border border-line bg-white">
      {data.map((a) => (
        <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm">
          <div className="space-y-1">
            <NavLink href={a.path} className="font-bold hover:text-brand-dark">{a.title}</NavLink>
            <p className="text-muted">
              {a.kind === 'back_in_stock' ? 'خبرم کن وقتی موجود شد' : `خبرم کن وقتی ارزان‌تر از ${formatTomanWithUnit(a.priceAtRequest ?? 0)} شد`}
            </p>
          </div>
          <button
            type="button"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(a.id, { onError: (e) => toast.error(e.message || FALLBACK_ERROR) })}
            className="rounded-lg border border-line px-3 py-1.5 text-brand-dark disabled:opacity-60"
            aria-label={`لغو درخواست ${a.title}`}
          >
            لغو
          </button>
        </li>
      ))}
    </ul>
  );
}
