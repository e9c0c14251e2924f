'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { OrderStatusId } from '@/lib/contracts/orders';
import { toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { formatTomanWithUnit } from '@/lib/format/money';
import { useRequireSignIn } from '@/lib/session/require-sign-in';
import { useOrders, useSellerOrders } from '../api/orders-api';
import { ORDER_STATUS_LABELS } from '../labels';
import { OrderStatusBadge } from './order-status-badge';

const FILTERS: (OrderStatusId | undefined)[] = [undefined, 'awaiting_payment', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded'];

/**
 * /dashboard/orders: the user's orders, newest first, filtered by state, ten a page; with `made`, the orders a
 * seller made for walk-in customers (/dashboard/seller-orders).
 */
export function OrdersList({ made = false }: { made?: boolean }) {
  const user = useRequireSignIn(made ? '/dashboard/seller-orders' : '/dashboard/orders');
  const [status, setStatus] = useState<OrderStatusId | undefined>(undefined);
  const [page, setPage] = useState(1);
  const own = useOrders(status, page, Boolean(user) && !made);
  const forCustomers = useSellerOrders(status, page, Boolean(user) && made);
  const { data, isPending, isError } = made ? forCustomers : own;

  return (
    <section className="flex flex-col gap-4" aria-labelledby="orders-title">
      <h1 id="orders-title" className="text-xl font-bold">{made ? 'سفارش‌های ثبت‌شده برای مشتریان' : 'سفارش‌های من'}</h1>
      <div role="group" aria-label="وضعیت سفارش" className="flex gap-2 overflow-x-auto pb-1 text-sm">
        {FILTERS.map((f) => (
          <button
            key={f ?? 'all'}
            type="button"
            aria-pressed={status === f}
            onClick={() => {
              setStatus(f);
              setPage(1);
            }}
            className={`shrink-0 rounded-full border px-3 py-1 ${status === f ? 'border-brand bg-brand text-white' : 'border-line bg-white'}`}
          >
            {f ? ORDER_STATUS_LABELS[f] : 'همه'}
          </button>
        ))}
      </div>
      {!user || isPending ? <p className="text-sm text-muted">در حال بارگذاری…</p> : null}
      {isError ? <p role="alert" className="text-sm text-red-700">سفارش‌ها بارگذاری نشد</p> : null}
      {data && data.items.length === 0 ? <p className="rounded-xl border border-line bg-white p-6 text-center text-sm text-muted">سفارشی در این وضعیت ندارید.</p> : null}
      <ul className="flex flex-col gap-3">
        {data?.items.map((order) => {
          const row = (
            <>
              <span className="font-bold">{`سفارش ${toPersianDigits(order.id)}`}</span>
              <OrderStatusBadge status={order.status} />
              <span className="text-muted">{formatJalaliDateTime(order.createdAt)}</span>
              <span>{`${toPersianDigits(order.itemsCount)} کالا`}</span>
              <span className="ms-auto font-bold">{formatTomanWithUnit(order.payable)}</span>
            </>
          );
          const look = 'flex flex-wrap items-center gap-x-6 gap-y-2 rounded-xl border border-line bg-white p-4 text-sm';
          // A seller sees the orders they made, but they are the customer's to open.
          return (
            <li key={order.id}>
              {made ? <div className={look}>{row}</div> : <Link href={`/dashboard/orders/${order.id}`} className={`${look} hover:border-brand`}>{row}</Link>}
            </li>
          );
        })}
      </ul>
      {data && data.pageCount > 1 ? (
        <nav aria-label="صفحه‌ها" className="flex items-center justify-center gap-3 text-sm">
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)} className="rounded border border-line px-3 py-1 disabled:opacity-50">قبلی</button>
          <span>{`صفحه ${toPersianDigits(page)} از ${toPersianDigits(data.pageCount)}`}</span>
          <button type="button" disabled={page >= data.pageCount} onClick={() => setPage(page + 1)} className="rounded border border-line px-3 py-1 disabled:opacity-50">بعدی</button>
        </nav>
      ) : null}
    </section>
  );
}
