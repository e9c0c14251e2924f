'use client';

import Link from 'next/link';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import type { OrderDetail as Order } from '@/lib/contracts/orders';
import { toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDateTime, formatJalaliLong } from '@/lib/format/jalali';
import { formatTomanWithUnit } from '@/lib/format/money';
import { useRequireSignIn } from '@/lib/session/require-sign-in';
import { Countdown } from '@/components/countdown';
import { useWallet } from '@/lib/session/wallet';
import { useCancelOrder, useOrder, usePayFromWallet } from '../api/orders-api';
import { ACTOR_LABELS, ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, SHIPPING_METHOD_LABELS } from '../labels';
import { OrderFacility } from './order-facility';
import { OrderLines } from './order-lines';
import { OrderStatusBadge } from './order-status-badge';

const PAYMENT_STATUS_LABELS: Record<string, string> = { pending: 'در انتظار', paid: 'موفق', failed: 'ناموفق', cancelled: 'انصراف' };

function Totals({ order }: { order: Order }) {
  const rows: [string, number][] = [
    ['قیمت کالاها', order.itemsPrice],
    ['تخفیف', order.discount],
    ['هزینه ارسال', order.shippingPrice],
    ...(order.facility ? ([['سهم وام (در اقساط)', order.facility.loanAmount]] as [string, number][]) : []),
  ];
  return (
    <dl className="flex flex-col gap-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between">
          <dt>{label}</dt>
          <dd>{formatTomanWithUnit(value)}</dd>
        </div>
      ))}
      {order.walletAmount > 0 ? (
        <div className="flex justify-between">
          <dt>از کیف پول</dt>
          <dd>{formatTomanWithUnit(order.walletAmount)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between font-bold">
        <dt>{order.facility ? 'پیش‌پرداخت' : 'مبلغ کل'}</dt>
        <dd>{formatTomanWithUnit(order.payable)}</dd>
      </div>
    </dl>
  );
}

/** /dashboard/orders/{id}: what was bought, where it goes, what happened to it, and what can still be done. */
export function OrderDetailView({ orderId, justPaid }: { orderId: number; justPaid: boolean }) {
  const user = useRequireSignIn(`/dashboard/orders/${orderId}`);
  const { data: order, isPending, isError, error } = useOrder(orderId, Boolean(user));
  const cancel = useCancelOrder();
  const fromWallet = usePayFromWallet();
  const wallet = useWallet(Boolean(user), 0).data?.balance ?? 0;

  if (!user || isPending) return <p className="text-sm text-muted">در حال بارگذاری…</p>;
  if (isError) return <p role="alert" className="text-sm text-red-700">{toApiError(error).message}</p>;

  return (
    <article className="flex flex-col gap-4" aria-labelledby="order-title">
      {justPaid && order.status === 'paid' ? <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">سفارش شما با موفقیت پرداخت شد.</p> : null}
      <header className="flex flex-wrap items-center gap-3">
        <h1 id="order-title" className="text-xl font-bold">{`سفارش ${toPersianDigits(order.id)}`}</h1>
        <OrderStatusBadge status={order.status} />
        <span className="text-sm text-muted">{formatJalaliDateTime(order.createdAt)}</span>
        <Link href="/dashboard/orders" className="ms-auto text-sm text-brand-dark">همه سفارش‌ها</Link>
      </header>

      {order.canPay ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm">
          <span>{`مبلغ ${formatTomanWithUnit(order.gatewayAmount)} در انتظار پرداخت است.`}</span>
          <Countdown to={order.reservedUntil} label="مهلت پرداخت" />
          <Link href={`/payment/summery?orderId=${order.id}`} className="rounded-lg bg-brand px-4 py-2 font-bold text-white">پرداخت اینترنتی</Link>
          {wallet >= order.gatewayAmount ? (
            <button
              type="button"
              disabled={fromWallet.isPending}
              onClick={() => fromWallet.mutate(order.id, { onSuccess: () => toast.success('سفارش شما از کیف پول پرداخت شد'), onError: (e) => toast.error(toApiError(e).message) })}
              className="rounded-lg border border-brand bg-white px-4 py-2 font-bold text-brand-dark"
            >
              {`پرداخت از کیف پول (موجودی ${formatTomanWithUnit(wallet)})`}
            </button>
          ) : (
            <Link href={`/payment/wallet?orderId=${order.id}&amount=${order.gatewayAmount - wallet}`} className="rounded-lg border border-line bg-white px-4 py-2">
              شارژ کیف پول و پرداخت
            </Link>
          )}
        </div>
      ) : null}

      <section className="rounded-xl border border-line bg-white p-4" aria-label="کالاها">
        <OrderLines lines={order.lines} />
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        <section className="flex flex-col gap-2 rounded-xl border border-line bg-white p-4 text-sm" aria-labelledby="ship-title">
          <h2 id="ship-title" className="font-bold">ارسال</h2>
          <p>{SHIPPING_METHOD_LABELS[order.shippingMethod]}</p>
          {order.shippingAddress ? (
            <p>{`${order.shippingAddress.province}، ${order.shippingAddress.city}، ${order.shippingAddress.address} — گیرنده: ${order.shippingAddress.receiverName}`}</p>
          ) : null}
          {order.branch ? <p>{`${order.branch.title}: ${order.branch.address}`}</p> : null}
          <p className="text-muted">{`${order.shippingMethod === 'pickup' ? 'آماده تحویل' : 'تحویل تقریبی'}: ${formatJalaliLong(order.estimatedDelivery)}`}</p>
          {order.trackingCode ? (
            <p>
              کد رهگیری مرسوله: <bdi dir="ltr">{toPersianDigits(order.trackingCode)}</bdi>
            </p>
          ) : null}
          {order.refundedAmount > 0 ? <p>{`بازگشت وجه به کیف پول: ${formatTomanWithUnit(order.refundedAmount)}`}</p> : null}
        </section>
        <section className="flex flex-col gap-2 rounded-xl border border-line bg-white p-4" aria-labelledby="pay-title">
          <h2 id="pay-title" className="text-sm font-bold">{`پرداخت: ${PAYMENT_METHOD_LABELS[order.paymentMethod]}`}</h2>
          <Totals order={order} />
          {order.payments.length > 0 ? (
            <ul className="flex flex-col gap-1 border-t border-line pt-2 text-xs">
              {order.payments.map((p) => (
                <li key={p.id} className="flex flex-wrap justify-between gap-2">
                  <span>{formatJalaliDateTime(p.createdAt)}</span>
                  <span>{formatTomanWithUnit(p.amount)}</span>
                  <span>{PAYMENT_STATUS_LABELS[p.status] ?? p.status}</span>
                  {p.reference ? <bdi dir="ltr">{toPersianDigits(p.reference)}</bdi> : null}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>

      {order.facility ? <OrderFacility facility={order.facility} /> : null}

      <section className="rounded-xl border border-line bg-white p-4" aria-labelledby="timeline-title">
        <h2 id="timeline-title" className="mb-3 text-sm font-bold">روند سفارش</h2>
        <ol className="flex flex-col gap-3 border-s-2 border-line ps-4 text-sm">
          {order.events.map((e, i) => (
            <li key={i} className="flex flex-col">
              <span className="font-bold">{ORDER_STATUS_LABELS[e.status]}</span>
              <span className="text-muted">{`${formatJalaliDateTime(e.createdAt)} · ${ACTOR_LABELS[e.actor]}`}</span>
              {e.note ? <span>{e.note}</span> : null}
            </li>
          ))}
        </ol>
      </section>

      <div className="flex flex-wrap gap-3">
        <Link href={`/invoice?orderId=${order.id}`} className="rounded-lg border border-line bg-white px-4 py-2 text-sm">مشاهده فاکتور</Link>
        {order.canCancel ? (
          <button
            type="button"
            disabled={cancel.isPending}
            onClick={() => {
              if (window.confirm('این سفارش لغو شود؟'))
                cancel.mutate(order.id, { onSuccess: () => toast.success('سفارش لغو شد'), onError: (e) => toast.error(toApiError(e).message) });
            }}
            className="rounded-lg border border-red-200 bg-white px-4 py-2 text-sm text-red-700"
          >
            لغو سفارش
          </button>
        ) : null}
      </div>
    </article>
  );
}
