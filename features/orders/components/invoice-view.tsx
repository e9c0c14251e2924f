'use client';

import { toApiError } from '@/lib/api-client';
import { toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDate } from '@/lib/format/jalali';
import { formatTomanWithUnit } from '@/lib/format/money';
import { useRequireSignIn } from '@/lib/session/require-sign-in';
import { useOrder } from '../api/orders-api';
import { ORDER_STATUS_LABELS, SHIPPING_METHOD_LABELS } from '../labels';

type Seller = { name: string; address: string | null; tell: string | null };

/** /invoice?orderId=: a printable Jalali invoice; the print button and page chrome stay off paper. */
export function InvoiceView({ orderId, seller }: { orderId: number; seller: Seller }) {
  const user = useRequireSignIn(`/invoice?orderId=${orderId}`);
  const { data: order, isPending, isError, error } = useOrder(orderId, Boolean(user) && orderId > 0);

  if (!orderId) return <p role="alert" className="p-6 text-sm">شماره سفارش در نشانی صفحه نیست</p>;
  if (!user || isPending) return <p className="p-6 text-sm text-muted">در حال بارگذاری…</p>;
  if (isError) return <p role="alert" className="p-6 text-sm text-red-700">{toApiError(error).message}</p>;

  const cell = 'border border-gray-400 px-2 py-1';
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 bg-white p-6 text-sm print:p-0">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-lg font-bold">{`صورت‌حساب فروش — ${seller.name}`}</h1>
          {seller.address ? <p>{seller.address}</p> : null}
          {seller.tell ? <p>{'تلفن: '}<bdi dir="ltr">{toPersianDigits(seller.tell)}</bdi></p> : null}
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-3 gap-y-1">
          <dt>شماره سفارش:</dt>
          <dd>{toPersianDigits(order.id)}</dd>
          <dt>تاریخ:</dt>
          <dd>{formatJalaliDate(order.createdAt)}</dd>
          <dt>وضعیت:</dt>
          <dd>{ORDER_STATUS_LABELS[order.status]}</dd>
        </dl>
      </header>
      <section aria-label="خریدار" className="rounded border border-gray-400 p-3">
        <p>{`خریدار: ${order.customer.name || '—'} · موبایل: `}<bdi dir="ltr">{toPersianDigits(order.customer.mobile)}</bdi></p>
        <p>
          {`ارسال: ${SHIPPING_METHOD_LABELS[order.shippingMethod]} — `}
          {order.shippingAddress
            ? `${order.shippingAddress.province}، ${order.shippingAddress.city}، ${order.shippingAddress.address}، کد پستی ${toPersianDigits(order.shippingAddress.postalCode)}`
            : (order.branch?.title ?? '')}
        </p>
      </section>
      {/* A phone scrolls the table sideways rather than squeezing each title into a column of words. */}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[40rem] border-collapse text-center print:min-w-0">
          <thead>
            <tr className="bg-gray-100">
              <th scope="col" className={cell}>ردیف</th>
              <th scope="col" className={`${cell} text-start`}>شرح کالا</th>
              <th scope="col" className={cell}>تعداد</th>
              <th scope="col" className={cell}>قیمت واحد</th>
              <th scope="col" className={cell}>تخفیف واحد</th>
              <th scope="col" className={cell}>بیمه واحد</th>
              <th scope="col" className={cell}>جمع</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((l, i) => (
              <tr key={l.id}>
                <td className={cell}>{toPersianDigits(i + 1)}</td>
                <td className={`${cell} min-w-48 text-start`}>{[l.title, l.description, l.insuranceTitle].filter(Boolean).join(' — ')}</td>
                <td className={cell}>{toPersianDigits(l.qty)}</td>
                <td className={cell}>{formatTomanWithUnit(l.unitPrice)}</td>
                <td className={cell}>{formatTomanWithUnit(l.unitPrice - l.unitPayable)}</td>
                <td className={cell}>{formatTomanWithUnit(l.unitInsurancePayable)}</td>
                <td className={cell}>{formatTomanWithUnit(l.qty * (l.unitPayable + l.unitInsurancePayable))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ms-auto grid w-72 grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>جمع کالاها</dt>
        <dd>{formatTomanWithUnit(order.itemsPrice)}</dd>
        <dt>تخفیف</dt>
        <dd>{formatTomanWithUnit(order.discount)}</dd>
        <dt>هزینه ارسال</dt>
        <dd>{formatTomanWithUnit(order.shippingPrice)}</dd>
        <dt className="font-bold">مبلغ کل</dt>
        <dd className="font-bold">{formatTomanWithUnit(order.payable)}</dd>
      </dl>
      <button type="button" onClick={() => window.print()} className="self-start rounded-lg bg-brand px-4 py-2 text-white print:hidden">چاپ فاکتور</button>
    </div>
  );
}
