'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { Price } from '@/components/price';
import { PaymentResult, type PurposeView } from '@/features/payment/components/payment-result';

/** Each purpose's part of the result page; checkout adds 'order' (its number and /dashboard/orders/{id}). */
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
};

export function PaymentResponse() {
  const raw = useSearchParams().get('paymentId');
  const id = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  return <PaymentResult paymentId={id} purposes={purposes} />;
}
