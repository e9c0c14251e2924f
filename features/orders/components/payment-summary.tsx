'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { apiClient, toApiError } from '@/lib/api-client';
import { toPersianDigits } from '@/lib/format/digits';
import { formatTomanWithUnit } from '@/lib/format/money';
import { gatewayFits, type GatewayOption } from '@/lib/payment-gateways';
import { useRequireSignIn } from '@/lib/session/require-sign-in';
import { Countdown } from '@/components/countdown';
import { useOrder } from '../api/orders-api';
import { GatewayChoice } from '@/components/gateway-choice';
import { OrderLines } from './order-lines';

/** /payment/summery: the order one last time, then off to the bank (SPEC routes: before the redirect). */
export function PaymentSummary({ orderId, gateway: asked, options }: { orderId: number; gateway: string | null; options: readonly GatewayOption[] }) {
  const user = useRequireSignIn(`/payment/summery?orderId=${orderId}`);
  const { data: order, isPending, isError, error } = useOrder(orderId, Boolean(user) && orderId > 0);
  const [gateway, setGateway] = useState<string | null>(asked);
  // A loan's prepayment is not lent again: credit providers are for cash orders only.
  const gateways = order ? options.filter((o) => gatewayFits(o, order.gatewayAmount) && !(o.credit && order.facility)) : [];
  const chosen = gateways.find((g) => g.id === gateway)?.id ?? gateways[0]?.id ?? null;
  const pay = useMutation({
    mutationFn: async () => (await apiClient.post<{ data: { redirectUrl: string } }>(`/user/orders/${orderId}/pay`, { gateway: chosen })).data.data,
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
  });

  if (!orderId) return <p role="alert" className="p-6 text-sm">شماره سفارش در نشانی صفحه نیست</p>;
  if (!user || isPending) return <p className="p-6 text-sm text-muted">در حال بارگذاری…</p>;
  if (isError) return <p role="alert" className="p-6 text-sm text-red-700">{toApiError(error).message}</p>;

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 p-4 sm:p-8">
      <h1 className="text-xl font-bold">{`پرداخت سفارش ${toPersianDigits(order.id)}`}</h1>
      <section aria-label="کالاها" className="rounded-xl border border-line bg-white p-4">
        <OrderLines lines={order.lines} />
      </section>
      <dl className="flex flex-col gap-2 rounded-xl border border-line bg-white p-4 text-sm">
        <div className="flex justify-between"><dt>مبلغ کل سفارش</dt><dd>{formatTomanWithUnit(order.payable)}</dd></div>
        {order.walletAmount > 0 ? <div className="flex justify-between"><dt>پرداخت‌شده از کیف پول</dt><dd>{formatTomanWithUnit(order.walletAmount)}</dd></div> : null}
        <div className="flex justify-between font-bold"><dt>{order.walletAmount > 0 ? 'مبلغ قابل پرداخت در درگاه' : 'مبلغ قابل پرداخت'}</dt><dd>{formatTomanWithUnit(order.gatewayAmount)}</dd></div>
      </dl>
      {order.canPay ? (
        <>
          <p className="flex items-center gap-2 text-sm">
            {'مهلت پرداخت: '}
            <Countdown to={order.reservedUntil} label="مهلت پرداخت" />
          </p>
          <GatewayChoice options={gateways} chosen={chosen} onChoose={setGateway} />
          {pay.isError ? <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-700">{toApiError(pay.error).message}</p> : null}
          <button type="button" disabled={!chosen || pay.isPending || pay.isSuccess} onClick={() => pay.mutate()} className="rounded-lg bg-brand px-4 py-3 font-bold text-white disabled:opacity-50">
            {pay.isPending || pay.isSuccess ? 'در حال انتقال به درگاه…' : `پرداخت ${formatTomanWithUnit(order.gatewayAmount)}`}
          </button>
        </>
      ) : (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm">این سفارش در انتظار پرداخت نیست.</p>
      )}
      <Link href={`/dashboard/orders/${order.id}`} className="text-center text-sm text-brand-dark">جزئیات سفارش</Link>
    </div>
  );
}
