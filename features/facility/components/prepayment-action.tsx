'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import type { PlanRequest } from '@/lib/contracts/facility';
import { usePayPrepayment } from '../api/pay-prepayment';
import { primaryButton } from './field';

/** What an approved or active request offers: paying the prepayment (the basket becomes its order), then its instalments. */
export function PrepaymentAction({ request }: { request: Pick<PlanRequest, 'id' | 'state' | 'orderId'> }) {
  const router = useRouter();
  const pay = usePayPrepayment();
  if (request.state === 'active' && request.orderId !== null) {
    return <Link href={`/dashboard/orders/${request.orderId}`} className="text-brand-dark underline">سفارش و جدول اقساط</Link>;
  }
  if (request.state !== 'approved') return null;
  return (
    <button
      type="button"
      className={primaryButton}
      disabled={pay.isPending || pay.isSuccess}
      onClick={() =>
        pay.mutate(request.id, {
          onSuccess: (answer) => router.push(`/payment/summery?orderId=${answer.orderId}`),
          onError: (e) => toast.error(toApiError(e).message),
        })
      }
    >
      پرداخت پیش‌پرداخت
    </button>
  );
}
