'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState, type ComponentType } from 'react';
import { toApiError } from '@/lib/api-client';
import type { PaymentMethodId, ShippingMethodId } from '@/lib/contracts/orders';
import { formatJalaliLong } from '@/lib/format/jalali';
import { formatTomanWithUnit } from '@/lib/format/money';
import { gatewayFits } from '@/lib/payment-gateways';
import { useRequireSignIn } from '@/lib/session/require-sign-in';
import { useAddresses, useBranches, useCheckout, usePlaceOrder } from '../api/orders-api';
import { PAYMENT_METHOD_LABELS } from '../labels';
import { AddressBook } from './address-book';
import { BranchChoice } from './branch-choice';
import { GatewayChoice } from '@/components/gateway-choice';
import type { LocationFieldsProps } from '@/lib/contracts/location-fields';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** /order: where to, how, and how to pay; every amount comes from the server, which prices the order again. */
export function CheckoutView({ LocationFields }: { LocationFields: ComponentType<LocationFieldsProps> }) {
  const id = useId();
  const router = useRouter();
  const user = useRequireSignIn('/order');
  const addresses = useAddresses(Boolean(user));
  const [addressId, setAddressId] = useState<number | null>(null);
  const [picked, setMethod] = useState<ShippingMethodId>('post');
  const [branchId, setBranchId] = useState<number | null>(null);
  const [payment, setPayment] = useState<PaymentMethodId>('gateway');
  const [gateway, setGateway] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const chosenAddress = addressId ?? addresses.data?.[0]?.id ?? null;
  const quote = useCheckout(chosenAddress, Boolean(user) && addresses.isSuccess);
  const branches = useBranches();
  const place = usePlaceOrder();

  const data = quote.data;
  // Courier may not reach the chosen address: the post takes over rather than keep an impossible choice.
  const asked = data?.shipping.find((s) => s.method === picked);
  const method: ShippingMethodId = asked && !asked.available ? 'post' : picked;
  const option = data?.shipping.find((s) => s.method === method);
  const shipping = option?.available ? option.price : 0;
  const payable = (data?.itemsPayable ?? 0) + shipping;
  const wallet = data?.walletBalance ?? 0;
  // Credit providers lend only within their limits: offer a gateway only for the share it would be asked to take.
  const fitting = (amount: number) => (data?.gatewayOptions ?? []).filter((o) => gatewayFits(o, amount));
  const payments: PaymentMethodId[] = [
    ...(fitting(payable).length > 0 ? (['gateway'] as const) : []),
    ...(wallet >= payable ? (['wallet'] as const) : []),
    ...(wallet > 0 && wallet < payable && fitting(payable - wallet).length > 0 ? (['wallet_gateway'] as const) : []),
    // Picked up at a branch, the goods may also be paid for there (as on /buyInPerson).
    ...(method === 'pickup' ? (['in_person'] as const) : []),
  ];
  const chosenPayment = payments.includes(payment) ? payment : (payments[0] ?? null);
  const gateways = chosenPayment === 'wallet' || chosenPayment === 'in_person' ? [] : fitting(chosenPayment === 'wallet_gateway' ? payable - wallet : payable);
  const chosenGateway = gateways.find((g) => g.id === gateway)?.id ?? gateways[0]?.id ?? null;
  const walletShare = chosenPayment === 'wallet' ? payable : chosenPayment === 'wallet_gateway' ? wallet : 0;
  // What the bank will be asked for (nothing when the wallet pays it all or it is paid at the branch).
  const atBank = chosenPayment === 'in_person' ? 0 : payable - walletShare;
  const pickupBranches = (branches.data ?? []).filter((b) => b.kind === 'branch');

  // While the quote for a new address is on its way, its numbers are not the ones the order will have.
  const ready = Boolean(!quote.isFetching && data && chosenPayment && (method === 'pickup' ? branchId : chosenAddress) && option?.available);

  async function submit() {
    if (!ready || !chosenPayment) return;
    setError(null);
    try {
      const placed = await place.mutateAsync({
        shippingMethod: method,
        paymentMethod: chosenPayment,
        ...(method === 'pickup' ? { branchId: branchId! } : { addressId: chosenAddress! }),
      });
      if (placed.needsPayment) router.push(`/payment/summery?orderId=${placed.orderId}${chosenGateway ? `&gateway=${chosenGateway}` : ''}`);
      else router.push(`/dashboard/orders/${placed.orderId}?paid=1`);
    } catch (e) {
      setError(toApiError(e).message);
    }
  }

  if (!user || addresses.isPending || (quote.isPending && !quote.isError)) return <p className="p-6 text-sm text-muted">در حال بارگذاری…</p>;
  if (quote.isError) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 p-8 text-center">
        <h1 className="text-lg font-bold">تکمیل خرید</h1>
        <p role="alert">{toApiError(quote.error).message}</p>
        <Link href="/cart" className="rounded-lg border border-line px-4 py-2 text-sm">بازگشت به سبد خرید</Link>
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-6xl gap-6 p-4 pb-28 lg:grid-cols-[1fr_22rem] lg:p-8">
      <div className="flex flex-col gap-6">
        <div className="flex items-center justify-between">
          <h1 className="text-xl font-bold">تکمیل خرید</h1>
          <Link href="/cart" className="text-sm text-brand-dark">بازگشت به سبد خرید</Link>
        </div>

        {method === 'pickup' ? null : (
          <section aria-labelledby={`${id}-address`} className="flex flex-col gap-3">
            <h2 id={`${id}-address`} className="font-bold">نشانی تحویل</h2>
            <AddressBook LocationFields={LocationFields} selectedId={chosenAddress} onSelect={setAddressId} />
          </section>
        )}

        <section aria-labelledby={`${id}-ship`} className="flex flex-col gap-3">
          <h2 id={`${id}-ship`} className="font-bold">روش ارسال</h2>
          <div className="grid gap-3 sm:grid-cols-3">
            {data!.shipping.map((s) => (
              <label key={s.method} className={`flex cursor-pointer flex-col gap-1 rounded-xl border bg-white p-3 text-sm ${method === s.method ? 'border-brand ring-1 ring-brand' : 'border-line'} ${s.available ? '' : 'cursor-not-allowed opacity-60'}`}>
                <span className="flex items-center gap-2 font-bold">
                  <input type="radio" name="shipping" value={s.method} checked={method === s.method} disabled={!s.available} onChange={() => setMethod(s.method)} />
                  {s.title}
                </span>
                <span>{s.price === 0 ? 'رایگان' : formatTomanWithUnit(s.price)}</span>
                <span className="text-muted">{`${s.method === 'pickup' ? 'آماده تحویل' : 'تحویل تقریبی'}: ${formatJalaliLong(s.estimatedDelivery)}`}</span>
                {s.note ? <span className="text-xs text-red-700">{s.note}</span> : null}
              </label>
            ))}
          </div>
        </section>

        {method === 'pickup' ? <BranchChoice branches={pickupBranches} value={branchId} onChange={setBranchId} legend="شعبه تحویل" /> : null}

        <section aria-labelledby={`${id}-pay`} className="flex flex-col gap-3">
          <h2 id={`${id}-pay`} className="font-bold">روش پرداخت</h2>
          <p className="text-sm text-muted">{`موجودی کیف پول: ${formatTomanWithUnit(wallet)}`}</p>
          <div className="flex flex-col gap-2">
            {payments.map((p) => (
              <label key={p} className={`flex cursor-pointer items-center gap-2 rounded-xl border bg-white p-3 text-sm ${chosenPayment === p ? 'border-brand ring-1 ring-brand' : 'border-line'}`}>
                <input type="radio" name="payment" checked={chosenPayment === p} onChange={() => setPayment(p)} />
                {PAYMENT_METHOD_LABELS[p]}
              </label>
            ))}
            {payments.length === 0 ? <p role="alert" className="text-sm text-red-700">در حال حاضر روش پرداختی فعال نیست</p> : null}
          </div>
          <GatewayChoice options={gateways} chosen={chosenGateway} onChoose={setGateway} />
        </section>
      </div>

      <aside aria-label="خلاصه سفارش" className="flex h-fit flex-col gap-4 rounded-xl border border-line bg-white p-4 lg:sticky lg:top-4">
        <dl className="flex flex-col gap-2 text-sm">
          <Row label="قیمت کالاها" value={formatTomanWithUnit(data!.itemsPrice)} />
          {data!.discount > 0 ? <Row label="تخفیف" value={formatTomanWithUnit(data!.discount)} /> : null}
          <Row label="هزینه ارسال" value={option?.available ? (shipping === 0 ? 'رایگان' : formatTomanWithUnit(shipping)) : '—'} />
          {walletShare > 0 ? (
            // Paid partly or wholly from the wallet: the total, the wallet's share and what the bank will charge (issue 20).
            <>
              <Row label="مبلغ کل سفارش" value={formatTomanWithUnit(payable)} />
              <Row label="از کیف پول" value={formatTomanWithUnit(walletShare)} />
              {atBank > 0 ? <Row label="مبلغ قابل پرداخت در درگاه" value={formatTomanWithUnit(atBank)} strong /> : null}
            </>
          ) : (
            <Row label={chosenPayment === 'in_person' ? 'مبلغ قابل پرداخت در شعبه' : 'مبلغ قابل پرداخت'} value={formatTomanWithUnit(payable)} strong />
          )}
        </dl>
        {data!.message ? <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-700">{data!.message}</p> : null}
        {error ? <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-700">{error}</p> : null}
        {/* On a phone the amount and the button stay at the bottom of the screen while the page scrolls (issue 20). */}
        <div className="fixed inset-x-0 bottom-0 z-20 flex items-center gap-3 border-t border-line bg-white p-3 shadow-[0_-2px_8px_rgb(0_0_0/0.06)] lg:static lg:border-0 lg:p-0 lg:shadow-none">
          <p className="flex flex-col text-xs text-muted lg:hidden">
            {atBank > 0 && walletShare > 0 ? 'پرداخت در درگاه' : 'قابل پرداخت'}
            <span className="text-base font-bold text-ink">{formatTomanWithUnit(walletShare > 0 && atBank > 0 ? atBank : payable)}</span>
          </p>
          <button type="button" onClick={submit} disabled={!ready || place.isPending} className="flex-1 rounded-lg bg-brand px-4 py-3 font-bold text-white disabled:opacity-50">
            {place.isPending ? 'در حال ثبت سفارش…' : chosenPayment === 'wallet' ? 'پرداخت از کیف پول' : chosenPayment === 'in_person' ? 'ثبت و رزرو در شعبه' : 'ثبت سفارش و پرداخت'}
          </button>
        </div>
      </aside>
    </div>
  );
}
