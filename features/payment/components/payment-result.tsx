'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { Price } from '@/components/price';
import { toApiError } from '@/lib/api-client';
import { gatewayTitles, paymentMessages, type PaymentView } from '@/lib/contracts/payment';
import { toPersianDigits } from '@/lib/format/digits';
import { usePayment } from '../api/get-payment';

/**
 * What each purpose adds to the result page, composed in app/: `details` under a success (a wallet charge's new
 * balance, an order's number and link) and `retryHref` for a failure. A purpose without an entry gets the generic page.
 */
export type PurposeView = { details?: (payment: PaymentView) => ReactNode; retryHref?: (payment: PaymentView) => string };

type Props = { paymentId: number | null; purposes: Partial<Record<string, PurposeView>> };

function Shell({ ok, title, children }: { ok: boolean; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 p-6">
      <div className={`rounded-2xl border p-6 ${ok ? 'border-green-200 bg-green-50' : 'border-red-200 bg-red-50'}`}>
        <h1 className={`mb-3 text-xl font-bold ${ok ? 'text-green-800' : 'text-red-800'}`}>{title}</h1>
        {children}
      </div>
    </div>
  );
}

function Receipt({ payment }: { payment: PaymentView }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      <dt className="text-muted">مبلغ</dt>
      <dd><Price amount={payment.amount} /></dd>
      <dt className="text-muted">درگاه</dt>
      <dd>{gatewayTitles[payment.gateway] ?? payment.gateway}</dd>
      {payment.refId ? (
        <>
          <dt className="text-muted">کد پیگیری</dt>
          <dd><bdi>{toPersianDigits(payment.refId)}</bdi></dd>
        </>
      ) : null}
      <dt className="text-muted">زمان</dt>
      <dd>{payment.date}</dd>
    </dl>
  );
}

/** /payment/response: success with what was paid, or failure with the reason and a way to try again. */
export function PaymentResult({ paymentId, purposes }: Props) {
  const { data: payment, error, isPending } = usePayment(paymentId);
  if (paymentId === null || error) {
    const message = paymentId === null ? paymentMessages.unknownCallback : toApiError(error).message;
    return (
      <Shell ok={false} title="پرداخت ناموفق">
        <p className="mb-4 text-sm">{message}</p>
        <Link href="/" className="text-sm text-brand-dark underline">بازگشت به فروشگاه</Link>
      </Shell>
    );
  }
  if (isPending) return <Shell ok title="در حال بررسی پرداخت…"><p className="text-sm">لطفا صبر کنید.</p></Shell>;

  const view = purposes[payment.purpose];
  if (payment.status === 'paid' || payment.status === 'refunded') {
    return (
      <Shell ok={payment.status === 'paid'} title={payment.status === 'paid' ? 'پرداخت موفق' : 'بازگشت وجه به کیف پول'}>
        <p className="mb-4 text-sm">{payment.message}</p>
        <Receipt payment={payment} />
        <div className="mt-4">{payment.status === 'paid' && view?.details ? view.details(payment) : null}</div>
        <div className="mt-4 flex gap-3 text-sm">
          <Link href="/" className="rounded-lg border border-line bg-white px-4 py-2">بازگشت به فروشگاه</Link>
          {payment.status === 'refunded' ? <Link href="/dashboard/wallet" className="rounded-lg border border-line bg-white px-4 py-2">کیف پول</Link> : null}
        </div>
      </Shell>
    );
  }
  return (
    <Shell ok={false} title={payment.status === 'pending' ? 'پرداخت در انتظار تأیید' : 'پرداخت ناموفق'}>
      <p className="mb-4 text-sm">{payment.message}</p>
      <Receipt payment={payment} />
      <div className="mt-4 flex gap-3 text-sm">
        {view?.retryHref ? (
          <Link href={view.retryHref(payment)} className="rounded-lg bg-brand px-4 py-2 font-bold text-white">تلاش دوباره</Link>
        ) : null}
        <Link href="/" className="rounded-lg border border-line bg-white px-4 py-2">بازگشت به فروشگاه</Link>
      </div>
    </Shell>
  );
}
