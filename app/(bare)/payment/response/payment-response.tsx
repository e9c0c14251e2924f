'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { Price } from '@/components/price';
import { toPersianDigits } from '@/lib/format/digits';
import { PaymentResult, type PurposeView } from '@/features/payment/components/payment-result';

/** Each purpose's part of the result page: a wallet charge's new balance, an order's (or a facility order's) number and its page, a loan's instalments. */
const purposes: Partial<Record<string, PurposeView>> = {
  wallet_charge: {
    details: (payment) => (
      <p className="text-sm">
        موجودی جدید کیف پول: <Price amount={payment.wallet ?? 0} className="font-bold" />{' '}
        <Link href="/dashboard/wallet" className="text-brand-dark underline">
          مشاهده کیف پول
        </Link>
      </p>
    ),
    retryHref: (payment) => `/payment/wallet?amount=${payment.amount}`,
  },
  wallet_charge_for_order: {
    details: (payment) => (
      <p className="flex flex-wrap items-center gap-3 text-sm">
        <span>
          موجودی جدید کیف پول: <Price amount={payment.wallet ?? 0} className="font-bold" />
        </span>
        <Link href={`/dashboard/orders/${payment.referenceId}`} className="text-brand-dark underline">
          ادامه سفارش
        </Link>
      </p>
    ),
    retryHref: (payment) => `/payment/wallet?orderId=${payment.referenceId}&amount=${payment.amount}`,
  },
  order: {
    details: (payment) => (
      <p className="flex flex-wrap items-center gap-3 text-sm">
        <span>
          شماره سفارش: <bdi className="font-bold">{toPersianDigits(payment.referenceId)}</bdi>
        </span>
        <Link href={`/dashboard/orders/${payment.referenceId}`} className="text-brand-dark underline">
          پیگیری سفارش
        </Link>
      </p>
    ),
    retryHref: (payment) => `/payment/summery?orderId=${payment.referenceId}`,
  },
  facility_prepayment: {
    details: (payment) => (
      <p className="flex flex-wrap items-center gap-3 text-sm">
        <span>
          پیش‌پرداخت سفارش اقساطی <bdi className="font-bold">{toPersianDigits(payment.referenceId)}</bdi> پرداخت شد.
        </span>
        <Link href={`/dashboard/orders/${payment.referenceId}`} className="text-brand-dark underline">
          سفارش و جدول اقساط
        </Link>
      </p>
    ),
    retryHref: (payment) => `/payment/summery?orderId=${payment.referenceId}`,
  },
  instalment: {
    details: (payment) => (
      <p className="flex flex-wrap items-center gap-3 text-sm">
        <span>
          پرداخت قسط وام <bdi className="font-bold">{toPersianDigits(payment.referenceId)}</bdi> ثبت شد.
        </span>
        <Link href={`/dashboard/installments/${payment.referenceId}`} className="text-brand-dark underline">
          مشاهده اقساط
        </Link>
      </p>
    ),
    retryHref: (payment) => `/dashboard/installments/${payment.referenceId}`,
  },
};

export function PaymentResponse() {
  const raw = useSearchParams().get('paymentId');
  const id = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  return <PaymentResult paymentId={id} purposes={purposes} />;
}
