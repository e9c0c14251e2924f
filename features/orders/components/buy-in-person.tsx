'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import { toApiError } from '@/lib/api-client';
import { toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { formatTomanWithUnit } from '@/lib/format/money';
import { useRequireSignIn } from '@/lib/session/require-sign-in';
import { useBranches, useCheckout, useOrder, usePlaceOrder } from '../api/orders-api';
import { BranchChoice } from './branch-choice';

/** /buyInPerson: reserve the basket at a branch, to pick it up and pay there (the units wait for BUY_IN_PERSON_HOURS). */
export function BuyInPerson() {
  const id = useId();
  const user = useRequireSignIn('/buyInPerson');
  const quote = useCheckout(null, Boolean(user));
  const branches = (useBranches().data ?? []).filter((b) => b.kind === 'branch');
  const place = usePlaceOrder();
  const [branchId, setBranchId] = useState<number | null>(null);
  const [orderId, setOrderId] = useState<number | null>(null);
  const reserved = useOrder(orderId ?? 0, orderId !== null);

  if (!user || quote.isPending) return <p className="p-6 text-sm text-muted">در حال بارگذاری…</p>;
  if (reserved.data) {
    const order = reserved.data;
    return (
      <div className="mx-auto flex max-w-xl flex-col gap-4 p-4 sm:p-8">
        <h1 className="text-xl font-bold">رزرو در شعبه ثبت شد</h1>
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm">
          {`سفارش ${toPersianDigits(order.id)} تا ${formatJalaliDateTime(order.reservedUntil)} در ${order.branch?.title ?? 'شعبه'} برای شما نگه داشته می‌شود. مبلغ ${formatTomanWithUnit(order.payable)} را هنگام تحویل در شعبه بپردازید.`}
        </p>
        {order.branch ? <p className="text-sm">{`نشانی: ${order.branch.address} · تلفن: `}<bdi dir="ltr">{toPersianDigits(order.branch.tell)}</bdi></p> : null}
        <Link href={`/dashboard/orders/${order.id}`} className="text-sm text-brand-dark underline">جزئیات سفارش</Link>
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 p-4 sm:p-8">
      <h1 className="text-xl font-bold">خرید حضوری</h1>
      <p className="text-sm text-muted">کالاهای سبد خرید را در شعبه دلخواه رزرو کنید و هنگام تحویل، در همان شعبه بپردازید.</p>
      {quote.isError ? (
        <>
          <p role="alert">{toApiError(quote.error).message}</p>
          <Link href="/cart" className="text-sm text-brand-dark underline">بازگشت به سبد خرید</Link>
        </>
      ) : (
        <>
          <p className="text-sm">{`مبلغ کالاها: ${formatTomanWithUnit(quote.data!.itemsPayable)}`}</p>
          <BranchChoice branches={branches} value={branchId} onChange={setBranchId} legend="شعبه" describedBy={`${id}-note`} />
          <p id={`${id}-note`} className="text-xs text-muted">کالاها مدتی برای شما نگه داشته می‌شوند؛ زمان دقیق پس از ثبت نمایش داده می‌شود.</p>
          {place.isError ? <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-700">{toApiError(place.error).message}</p> : null}
          <button
            type="button"
            disabled={!branchId || place.isPending}
            onClick={() => place.mutate({ shippingMethod: 'pickup', branchId: branchId!, paymentMethod: 'in_person' }, { onSuccess: (placed) => setOrderId(placed.orderId) })}
            className="rounded-lg bg-brand px-4 py-3 font-bold text-white disabled:opacity-50"
          >
            {place.isPending ? 'در حال ثبت…' : 'رزرو در شعبه'}
          </button>
        </>
      )}
    </div>
  );
}
