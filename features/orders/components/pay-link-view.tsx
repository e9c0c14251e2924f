'use client';

import Link from 'next/link';
import { useEffect, useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Countdown } from '@/components/countdown';
import { toApiError } from '@/lib/api-client';
import { toPersianDigits } from '@/lib/format/digits';
import { formatTomanWithUnit } from '@/lib/format/money';
import { GATEWAY_TITLES } from '@/lib/payment-gateways';
import { payByLink, usePayLink } from '../api/orders-api';
import { OrderLines } from './order-lines';

/** The link's key stays with this tab, so /pay/result can read the order the bank has just paid. */
const LINK_KEY = 'payLink';

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 p-4 sm:p-8">
      <h1 className="text-xl font-bold">{title}</h1>
      {children}
    </div>
  );
}

/** /pay?t= (step 1) and /pay/2?t= (step 2): a customer pays the order a seller made, without signing in. */
export function PayLinkView({ token, step }: { token: string | null; step: 1 | 2 }) {
  const id = useId();
  const { data, isPending, isError, error } = usePayLink(token);
  const [gateway, setGateway] = useState<string | null>(null);
  const pay = useMutation({ mutationFn: (g: string) => payByLink(token!, g), onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl) });

  useEffect(() => {
    if (token) sessionStorage.setItem(LINK_KEY, token);
  }, [token]);

  if (!token) return <Frame title="پرداخت سفارش"><p role="alert">لینک پرداخت کامل نیست؛ لینک پیامک‌شده را دوباره باز کنید.</p></Frame>;
  if (isPending) return <Frame title="پرداخت سفارش"><p className="text-sm text-muted">در حال بارگذاری…</p></Frame>;
  if (isError) return <Frame title="پرداخت سفارش"><p role="alert" className="text-red-700">{toApiError(error).message}</p></Frame>;

  const { order, gateways, expiresAt } = data;
  const chosen = gateway && gateways.includes(gateway) ? gateway : (gateways[0] ?? null);
  const title = `پرداخت سفارش ${toPersianDigits(order.id)}`;
  if (!order.canPay) {
    return (
      <Frame title={title}>
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm">{order.status === 'awaiting_payment' ? 'مهلت پرداخت این سفارش به پایان رسیده است.' : 'این سفارش پرداخت شده است. سپاسگزاریم.'}</p>
      </Frame>
    );
  }
  return (
    <Frame title={title}>
      <p className="flex items-center gap-2 text-sm">
        {'مهلت پرداخت: '}
        <Countdown to={expiresAt} label="مهلت پرداخت" />
      </p>
      {step === 1 ? (
        <>
          <section aria-label="کالاها" className="rounded-xl border border-line bg-white p-4">
            <OrderLines lines={order.lines} />
          </section>
          <dl className="flex flex-col gap-2 rounded-xl border border-line bg-white p-4 text-sm">
            <div className="flex justify-between"><dt>هزینه ارسال</dt><dd>{formatTomanWithUnit(order.shippingPrice)}</dd></div>
            <div className="flex justify-between font-bold"><dt>مبلغ قابل پرداخت</dt><dd>{formatTomanWithUnit(order.gatewayAmount)}</dd></div>
          </dl>
          <Link href={`/pay/2?t=${token}`} className="rounded-lg bg-brand px-4 py-3 text-center font-bold text-white">ادامه و پرداخت</Link>
        </>
      ) : (
        <>
          <fieldset className="flex flex-col gap-2 text-sm" aria-describedby={`${id}-amount`}>
            <legend className="mb-2 font-bold">درگاه پرداخت</legend>
            {gateways.map((g) => (
              <label key={g} className="flex items-center gap-2 rounded-lg border border-line bg-white px-3 py-2">
                <input type="radio" name="gateway" checked={chosen === g} onChange={() => setGateway(g)} />
                {GATEWAY_TITLES[g] ?? g}
              </label>
            ))}
          </fieldset>
          <p id={`${id}-amount`} className="text-sm">{`مبلغ: ${formatTomanWithUnit(order.gatewayAmount)}`}</p>
          {pay.isError ? <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-700">{toApiError(pay.error).message}</p> : null}
          <button type="button" disabled={!chosen || pay.isPending || pay.isSuccess} onClick={() => chosen && pay.mutate(chosen)} className="rounded-lg bg-brand px-4 py-3 font-bold text-white disabled:opacity-50">
            {pay.isPending || pay.isSuccess ? 'در حال انتقال به درگاه…' : `پرداخت ${formatTomanWithUnit(order.gatewayAmount)}`}
          </button>
          <Link href={`/pay?t=${token}`} className="text-center text-sm text-brand-dark">بازگشت به خلاصه سفارش</Link>
        </>
      )}
    </Frame>
  );
}

/** /pay/result: where the bank returns a link payment; the tab's link key reads the order's state. */
const noSubscription = () => () => {};

export function PayLinkResult() {
  // Read after hydration (the server has no sessionStorage): undefined until then.
  const token = useSyncExternalStore(noSubscription, () => sessionStorage.getItem(LINK_KEY), () => undefined);
  const { data, isPending, isError, error } = usePayLink(token ?? null);
  if (token === undefined) return <Frame title="نتیجه پرداخت"><p className="text-sm text-muted">در حال بررسی پرداخت…</p></Frame>;
  if (!token) return <Frame title="نتیجه پرداخت"><p role="alert">برای دیدن نتیجه، لینک پرداخت را دوباره باز کنید.</p></Frame>;
  if (isPending) return <Frame title="نتیجه پرداخت"><p className="text-sm text-muted">در حال بررسی پرداخت…</p></Frame>;
  if (isError) return <Frame title="نتیجه پرداخت"><p role="alert" className="text-red-700">{toApiError(error).message}</p></Frame>;
  const paid = data.order.status !== 'awaiting_payment';
  return (
    <Frame title={paid ? 'پرداخت موفق' : 'پرداخت ناموفق'}>
      <p role="status" className={`rounded-lg p-3 text-sm ${paid ? 'bg-emerald-50' : 'bg-red-50'}`}>
        {paid ? `سفارش ${toPersianDigits(data.order.id)} پرداخت شد. سپاسگزاریم.` : 'پرداخت انجام نشد. می‌توانید دوباره تلاش کنید.'}
      </p>
      {paid ? null : <Link href={`/pay/2?t=${token}`} className="rounded-lg bg-brand px-4 py-3 text-center font-bold text-white">تلاش دوباره</Link>}
    </Frame>
  );
}
