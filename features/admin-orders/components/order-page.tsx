'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { Can } from '@/components/admin/access';
import { buttonClass } from '@/components/admin/button';
import { PageHeader } from '@/components/admin/page-header';
import { Skeleton } from '@/components/admin/skeleton';
import { ErrorState } from '@/components/admin/state-panels';
import { Toman } from '@/components/admin/toman';
import { toApiError } from '@/lib/api-client';
import { ADMIN_ORDER_STATUS_LABELS, ADMIN_PAYMENT_METHOD_LABELS, ADMIN_SHIPPING_METHOD_LABELS, type AdminOrder } from '@/lib/contracts/admin/orders';
import { toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDateTime, formatJalaliLong } from '@/lib/format/jalali';
import { formatPersianNumber } from '@/lib/format/money';
import { useOrder } from '../api/orders-api';
import { OrderMoves, PartialRefundForm } from './order-actions';
import { OrderStatusBadge } from './order-status-badge';

const ACTORS = { customer: 'مشتری', operator: 'فروشگاه', system: 'سامانه' } as const;
const PAYMENT_STATES: Record<string, string> = { pending: 'در انتظار', paid: 'موفق', failed: 'ناموفق', reversed: 'برگشت‌خورده', expired: 'منقضی' };

function Card({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-label={title} className={`flex flex-col gap-2 rounded-xl border border-line bg-white p-4 text-sm ${className}`}>
      <h2 className="font-bold">{title}</h2>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-2">
      <dt className="text-muted">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Lines({ order }: { order: AdminOrder }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">کالاهای سفارش</caption>
        <thead className="text-start text-xs text-muted">
          <tr>
            <th scope="col" className="py-2 text-start font-medium">کالا</th>
            <th scope="col" className="py-2 text-start font-medium">تعداد</th>
            <th scope="col" className="py-2 text-start font-medium">قیمت واحد</th>
            <th scope="col" className="py-2 text-start font-medium">بیمه</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l) => (
            <tr key={l.id} className="border-t border-line">
              <td className={`py-2 ${l.accompanying ? 'ps-4 text-muted' : ''}`}>
                {l.accompanying ? 'همراه: ' : ''}
                {l.title}
                {l.description ? <span className="block text-xs text-muted">{l.description}</span> : null}
              </td>
              <td className="py-2">{formatPersianNumber(l.qty)}</td>
              <td className="py-2">
                <Toman amount={l.unitPayable} />
                {l.unitPayable !== l.unitPrice ? (
                  <s className="block text-xs text-muted">
                    <Toman amount={l.unitPrice} />
                  </s>
                ) : null}
              </td>
              <td className="py-2">{l.insuranceTitle ? <span>{l.insuranceTitle} · <Toman amount={l.unitInsurancePayable} /></span> : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One order for the orders desk: what was bought, by whom, where it goes, what was paid, its story, and what may be done now. */
export function OrderPage({ orderId }: { orderId: number }) {
  const query = useOrder(orderId);
  const crumbs = [{ label: 'پیشخوان', href: '/admin' }, { label: 'سفارش‌ها', href: '/admin/orders' }, { label: `سفارش ${toPersianDigits(orderId)}` }];

  if (query.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy>
        <PageHeader title={`سفارش ${toPersianDigits(orderId)}`} breadcrumbs={crumbs} />
        <Skeleton className="h-40" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <>
        <PageHeader title={`سفارش ${toPersianDigits(orderId)}`} breadcrumbs={crumbs} />
        <ErrorState message={toApiError(query.error).message} onRetry={() => void query.refetch()} />
      </>
    );
  }

  const order = query.data;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={`سفارش ${toPersianDigits(order.id)}`}
        breadcrumbs={crumbs}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={order.status} />
            <span>{`ثبت: ${formatJalaliDateTime(order.createdAt)}`}</span>
          </span>
        }
        actions={
          <span className="flex flex-wrap gap-2 print:hidden">
            <Link href={`/admin/orders/${order.id}/invoice`} className={buttonClass('secondary')}>
              فاکتور
            </Link>
            <Link href={`/admin/orders/${order.id}/packing-slip`} className={buttonClass('secondary')}>
              برگه بسته‌بندی
            </Link>
            <button type="button" className={buttonClass('secondary')} onClick={() => window.print()}>
              چاپ
            </button>
          </span>
        }
      />

      <Can permission="orders.write">
        <section aria-labelledby="actions-title" className="flex flex-col gap-4 rounded-xl border border-brand/40 bg-white p-4 print:hidden">
          <h2 id="actions-title" className="font-bold">
            کارهای این سفارش
          </h2>
          <OrderMoves order={order} />
          {order.refundable > 0 ? <PartialRefundForm order={order} /> : null}
        </section>
      </Can>

      <div className="grid gap-4 lg:grid-cols-3">
        <Card title="مشتری">
          <dl className="flex flex-col gap-1">
            <Row label="نام">{order.customer.name || 'بی‌نام'}</Row>
            <Row label="موبایل">
              <bdi>{toPersianDigits(order.customer.mobile)}</bdi>
            </Row>
          </dl>
          <Link href={`/admin/orders?customer=${order.customer.id}`} className="text-brand-dark underline-offset-2 hover:underline print:hidden">
            سفارش‌های دیگر این مشتری
          </Link>
        </Card>
        <Card title="ارسال">
          <dl className="flex flex-col gap-1">
            <Row label="روش">{ADMIN_SHIPPING_METHOD_LABELS[order.shippingMethod]}</Row>
            <Row label={order.shippingMethod === 'pickup' ? 'آماده تحویل' : 'تحویل تقریبی'}>{formatJalaliLong(order.estimatedDelivery)}</Row>
            {order.trackingCode ? (
              <Row label="کد رهگیری">
                <bdi dir="ltr">{toPersianDigits(order.trackingCode)}</bdi>
              </Row>
            ) : null}
          </dl>
          {order.shippingAddress ? (
            <address className="not-italic">
              {`${order.shippingAddress.province}، ${order.shippingAddress.city}، ${order.shippingAddress.address}`}
              <span className="block text-muted">
                {`کد پستی ${toPersianDigits(order.shippingAddress.postalCode)} · گیرنده: ${order.shippingAddress.receiverName} `}
                <bdi>{toPersianDigits(order.shippingAddress.receiverMobile)}</bdi>
              </span>
            </address>
          ) : null}
          {order.branch ? <p>{`${order.branch.title}: ${order.branch.address}`}</p> : null}
        </Card>
        <Card title="پرداخت">
          <dl className="flex flex-col gap-1">
            <Row label="روش">{ADMIN_PAYMENT_METHOD_LABELS[order.paymentMethod]}</Row>
            <Row label="جمع کالاها"><Toman amount={order.itemsPrice} /></Row>
            {order.discount > 0 ? <Row label="تخفیف"><Toman amount={order.discount} /></Row> : null}
            {order.insurancePrice > 0 ? <Row label="بیمه"><Toman amount={order.insurancePrice} /></Row> : null}
            <Row label="هزینه ارسال"><Toman amount={order.shippingPrice} /></Row>
            <Row label="قابل پرداخت"><Toman amount={order.payable} className="font-bold" /></Row>
            {order.walletAmount > 0 ? <Row label="از کیف پول"><Toman amount={order.walletAmount} /></Row> : null}
            {order.gatewayAmount > 0 ? <Row label="از درگاه"><Toman amount={order.gatewayAmount} /></Row> : null}
            {order.refundedAmount > 0 ? <Row label="برگشت داده شده"><Toman amount={order.refundedAmount} className="text-rose-800" /></Row> : null}
            {order.refundedToCard > 0 ? <Row label="برگشت به کارت"><Toman amount={order.refundedToCard} className="text-rose-800" /></Row> : null}
          </dl>
          {order.payments.length > 0 ? (
            <ul className="flex flex-col gap-1 border-t border-line pt-2 text-xs">
              {order.payments.map((p) => (
                <li key={p.id} className="flex flex-wrap justify-between gap-2">
                  <span>{formatJalaliDateTime(p.createdAt)}</span>
                  <span>{p.gateway}</span>
                  <Toman amount={p.amount} />
                  <span>{PAYMENT_STATES[p.status] ?? p.status}</span>
                  {p.reference ? <bdi dir="ltr">{toPersianDigits(p.reference)}</bdi> : null}
                </li>
              ))}
            </ul>
          ) : null}
        </Card>
      </div>

      <Card title="کالاها">
        <Lines order={order} />
      </Card>

      {order.facility ? (
        <Card title="تسهیلات">
          <p>{`${order.facility.facilityParentTitle} — ${order.facility.facilityName}: وام `}<Toman amount={order.facility.loanAmount} />{`، ${formatPersianNumber(order.facility.months)} قسط`}</p>
        </Card>
      ) : null}

      <Card title="روند سفارش">
        <ol className="flex flex-col gap-3 border-s-2 border-line ps-4">
          {order.events.map((e, i) => (
            <li key={i} className="flex flex-col">
              <span className="font-bold">{ADMIN_ORDER_STATUS_LABELS[e.status]}</span>
              <span className="text-muted">{`${formatJalaliDateTime(e.createdAt)} · ${ACTORS[e.actor]}`}</span>
              {e.note ? <span>{e.note}</span> : null}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
