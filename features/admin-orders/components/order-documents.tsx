'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/admin/button';
import { Skeleton } from '@/components/admin/skeleton';
import { ErrorState } from '@/components/admin/state-panels';
import { toApiError } from '@/lib/api-client';
import { ADMIN_PAYMENT_METHOD_LABELS, ADMIN_SHIPPING_METHOD_LABELS, type AdminOrder } from '@/lib/contracts/admin/orders';
import { toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDate } from '@/lib/format/jalali';
import { formatPersianNumber, formatToman } from '@/lib/format/money';
import { useOrder } from '../api/orders-api';

/** The shop as the documents head it: its name, and its first address and telephone. */
export type DocumentShop = { name: string; address: string | null; tell: string | null; postalCode: string | null };

export type OrderDocumentKind = 'invoice' | 'packing-slip';

const TITLES: Record<OrderDocumentKind, string> = { invoice: 'فاکتور فروش', 'packing-slip': 'برگه بسته‌بندی' };

const toman = (amount: number) => `${formatToman(amount)} تومان`;

function Party({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-1 rounded-lg border border-gray-400 p-3 print:break-inside-avoid">
      <h2 className="font-bold">{title}</h2>
      {children}
    </section>
  );
}

function Receiver({ order }: { order: AdminOrder }) {
  if (order.shippingAddress) {
    const a = order.shippingAddress;
    return (
      <Party title="گیرنده">
        <p>{a.receiverName}</p>
        <p>
          <bdi>{toPersianDigits(a.receiverMobile)}</bdi>
        </p>
        <p>{`${a.province}، ${a.city}، ${a.address}`}</p>
        <p>{`کد پستی: ${toPersianDigits(a.postalCode)}`}</p>
      </Party>
    );
  }
  return (
    <Party title="تحویل در شعبه">
      <p>{order.branch?.title ?? '—'}</p>
      {order.branch ? <p>{order.branch.address}</p> : null}
      <p>{`خریدار: ${order.customer.name || 'بی‌نام'} · `}<bdi>{toPersianDigits(order.customer.mobile)}</bdi></p>
    </Party>
  );
}

function InvoiceLines({ order }: { order: AdminOrder }) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">کالاها و مبالغ</caption>
      <thead>
        <tr className="border-y border-gray-500">
          {['ردیف', 'کالا', 'تعداد', 'قیمت واحد', 'تخفیف واحد', 'بیمه', 'جمع'].map((h) => (
            <th key={h} scope="col" className="p-1 text-start font-medium">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {order.lines.map((l, i) => (
          <tr key={l.id} className="border-b border-gray-300 print:break-inside-avoid">
            <td className="p-1">{formatPersianNumber(i + 1)}</td>
            <td className={`p-1 ${l.accompanying ? 'ps-4' : ''}`}>
              {l.accompanying ? 'همراه: ' : ''}
              {l.title}
              {l.description ? <span className="block text-xs">{l.description}</span> : null}
            </td>
            <td className="p-1">{formatPersianNumber(l.qty)}</td>
            <td className="p-1 whitespace-nowrap">{toman(l.unitPrice)}</td>
            <td className="p-1 whitespace-nowrap">{toman(l.unitPrice - l.unitPayable)}</td>
            <td className="p-1 whitespace-nowrap">{l.insuranceTitle ? `${l.insuranceTitle}: ${toman(l.unitInsurancePayable * l.qty)}` : '—'}</td>
            <td className="p-1 whitespace-nowrap">{toman((l.unitPayable + (l.insuranceTitle ? l.unitInsurancePayable : 0)) * l.qty)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Totals({ order }: { order: AdminOrder }) {
  const rows: [string, number][] = [
    ['جمع کالاها', order.itemsPrice],
    ['تخفیف', order.discount],
    ['بیمه', order.insurancePrice],
    ['هزینه ارسال', order.shippingPrice],
    ['مبلغ قابل پرداخت', order.payable],
  ];
  if (order.refundedAmount > 0) rows.push(['بازگشت وجه', order.refundedAmount]);
  return (
    <dl className="ms-auto flex w-full max-w-sm flex-col gap-1 text-sm print:break-inside-avoid">
      {rows.map(([label, amount]) => (
        <div key={label} className="flex justify-between gap-4 border-b border-gray-300 py-1 last:font-bold">
          <dt>{label}</dt>
          <dd className="whitespace-nowrap">{toman(amount)}</dd>
        </div>
      ))}
    </dl>
  );
}

function SlipLines({ order }: { order: AdminOrder }) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">اقلام بسته</caption>
      <thead>
        <tr className="border-y border-gray-500">
          {['ردیف', 'کالا', 'تعداد', 'بررسی'].map((h) => (
            <th key={h} scope="col" className="p-1 text-start font-medium">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {order.lines.map((l, i) => (
          <tr key={l.id} className="border-b border-gray-300 print:break-inside-avoid">
            <td className="p-1">{formatPersianNumber(i + 1)}</td>
            <td className={`p-1 ${l.accompanying ? 'ps-4' : ''}`}>
              {l.accompanying ? 'همراه: ' : ''}
              {l.title}
              {l.description ? <span className="block text-xs">{l.description}</span> : null}
              {l.insuranceTitle ? <span className="block text-xs">{`بیمه: ${l.insuranceTitle}`}</span> : null}
            </td>
            <td className="p-1 text-base font-bold">{formatPersianNumber(l.qty)}</td>
            <td className="p-1">
              <span aria-hidden className="inline-block size-5 border border-gray-600" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * An order's invoice or packing slip, laid out for paper: the console's frame and the buttons drop out when printed
 * (print: classes and the console frame's print rules), dates are Jalali and every figure is in Persian digits.
 */
export function OrderDocument({ orderId, kind, shop }: { orderId: number; kind: OrderDocumentKind; shop: DocumentShop }) {
  const query = useOrder(orderId);
  if (query.isPending) return <Skeleton className="h-96" />;
  if (query.isError) return <ErrorState message={toApiError(query.error).message} onRetry={() => void query.refetch()} />;
  const order = query.data;
  const title = `${TITLES[kind]} سفارش ${toPersianDigits(order.id)}`;
  return (
    <article aria-labelledby="document-title" className="mx-auto flex w-full max-w-4xl flex-col gap-4 bg-white p-4 text-ink print:max-w-none print:p-0">
      <div className="flex flex-wrap gap-2 print:hidden">
        <button type="button" className={buttonClass('primary')} onClick={() => window.print()}>
          {`چاپ ${TITLES[kind]}`}
        </button>
        <Link href={`/admin/orders/${order.id}`} className={buttonClass('secondary')}>
          بازگشت به سفارش
        </Link>
      </div>
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-gray-700 pb-3">
        <div className="flex flex-col gap-1">
          <p className="text-lg font-bold">{shop.name}</p>
          {shop.address ? <p className="text-sm">{shop.address}</p> : null}
          {shop.tell ? (
            <p className="text-sm">
              {'تلفن: '}
              <bdi>{toPersianDigits(shop.tell)}</bdi>
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1 text-sm">
          <h1 id="document-title" className="text-xl font-bold">
            {title}
          </h1>
          <p>{`تاریخ سفارش: ${formatJalaliDate(order.createdAt)}`}</p>
          <p>{`تاریخ چاپ: ${formatJalaliDate(new Date())}`}</p>
          {kind === 'invoice' ? <p>{`پرداخت: ${ADMIN_PAYMENT_METHOD_LABELS[order.paymentMethod]}`}</p> : null}
          <p>{`ارسال: ${ADMIN_SHIPPING_METHOD_LABELS[order.shippingMethod]}`}</p>
          {order.trackingCode ? (
            <p>
              {'کد رهگیری: '}
              <bdi dir="ltr">{toPersianDigits(order.trackingCode)}</bdi>
            </p>
          ) : null}
        </div>
      </header>
      <div className="grid gap-3 sm:grid-cols-2 print:grid-cols-2">
        <Party title="خریدار">
          <p>{order.customer.name || 'بی‌نام'}</p>
          <p>
            <bdi>{toPersianDigits(order.customer.mobile)}</bdi>
          </p>
        </Party>
        <Receiver order={order} />
      </div>
      {kind === 'invoice' ? (
        <>
          <div className="overflow-x-auto print:overflow-visible">
            <InvoiceLines order={order} />
          </div>
          <Totals order={order} />
          <p className="text-xs">همه مبالغ به تومان است.</p>
        </>
      ) : (
        <>
          <div className="overflow-x-auto print:overflow-visible">
            <SlipLines order={order} />
          </div>
          <p className="text-sm">{`تعداد اقلام: ${formatPersianNumber(order.lines.filter((l) => !l.accompanying).reduce((n, l) => n + l.qty, 0))}`}</p>
          <div className="mt-6 grid grid-cols-2 gap-6 text-sm">
            <p className="border-t border-gray-500 pt-1">بسته‌بندی: نام و امضا</p>
            <p className="border-t border-gray-500 pt-1">تحویل‌گیرنده: نام و امضا</p>
          </div>
        </>
      )}
    </article>
  );
}
