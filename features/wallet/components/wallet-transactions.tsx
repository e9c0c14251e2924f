'use client';

import { useState } from 'react';
import { formatToman, TOMAN_UNIT } from '@/lib/format/money';
import { toPersianDigits } from '@/lib/format/digits';
import { useWalletTransactions, WALLET_PAGE_SIZE } from '../api/get-wallet-transactions';

/** The ledger, newest first; dates come formatted (Jalali, Persian digits) from the server. */
export function WalletTransactionsList() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useWalletTransactions(page, true);
  if (isPending) return <p className="text-sm text-muted">در حال بارگذاری…</p>;
  if (isError) return <p className="text-sm text-red-700">دریافت تراکنش‌ها ممکن نشد.</p>;
  if (data.total === 0) return <p className="text-sm text-muted">هنوز تراکنشی ثبت نشده است.</p>;
  const pages = Math.max(1, Math.ceil(data.total / WALLET_PAGE_SIZE));
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-line rounded-xl border border-line bg-white">
        {data.items.map((t) => (
          <li key={t.id} className="flex items-center justify-between gap-3 p-3 text-sm">
            <div>
              <p className="font-bold">{t.title}</p>
              <p className="text-xs text-muted">
                <time dateTime={t.createdAt}>{t.date}</time>
              </p>
            </div>
            <p className={t.amount > 0 ? 'text-green-700' : 'text-red-700'}>
              <bdi>{t.amount > 0 ? '+' : '−'}{formatToman(Math.abs(t.amount))}</bdi> <span className="text-xs">{TOMAN_UNIT}</span>
            </p>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label="صفحه‌های تراکنش‌ها" className="flex items-center justify-between text-sm">
          <button type="button" disabled={page <= 1} onClick={() => setPage((p) => p - 1)} className="rounded-lg border border-line px-3 py-1 disabled:opacity-50">
            جدیدتر
          </button>
          <span>
            صفحه {toPersianDigits(page)} از {toPersianDigits(pages)}
          </span>
          <button type="button" disabled={page >= pages} onClick={() => setPage((p) => p + 1)} className="rounded-lg border border-line px-3 py-1 disabled:opacity-50">
            قدیمی‌تر
          </button>
        </nav>
      ) : null}
    </div>
  );
}
