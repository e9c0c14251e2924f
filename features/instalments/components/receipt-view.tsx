'use client';

import { toApiError } from '@/lib/api-client';
import { loanPaymentModeTitles, loanPaymentStatusTitles } from '@/lib/contracts/loan-messages';
import { GATEWAY_TITLES as gatewayTitles } from '@/lib/payment-gateways';
import { toPersianDigits } from '@/lib/format/digits';
import { formatTomanWithUnit } from '@/lib/format/money';
import { useRequireSignIn } from '@/lib/session/require-sign-in';
import { useLoanReceipt } from '../api/get-loan-receipt';
import { allocationKindTitles } from '../labels';
import { PrintFrame, type Seller } from './print-frame';

/** /installments/receipt?loanId=&paymentId=: one payment's printable receipt, with the instalments and fees it cleared. */
export function ReceiptView({ loanId, paymentId, seller }: { loanId: number; paymentId: number; seller: Seller }) {
  const user = useRequireSignIn(`/installments/receipt?loanId=${loanId}&paymentId=${paymentId}`);
  const { data: p, isPending, isError, error } = useLoanReceipt(loanId, paymentId, Boolean(user) && loanId > 0 && paymentId > 0);
  if (!loanId || !paymentId) return <p role="alert" className="p-6 text-sm">شماره پرداخت در نشانی صفحه نیست</p>;
  if (!user || isPending) return <p className="p-6 text-sm text-muted">در حال بارگذاری…</p>;
  if (isError) return <p role="alert" className="p-6 text-sm text-red-700">{toApiError(error).message}</p>;
  const how = [p.walletAmount > 0 ? `کیف پول ${formatTomanWithUnit(p.walletAmount)}` : null, p.gatewayAmount > 0 ? `${gatewayTitles[p.gateway ?? ''] ?? 'درگاه بانکی'} ${formatTomanWithUnit(p.gatewayAmount)}` : null]
    .filter(Boolean)
    .join(' و ');
  const cell = 'border border-gray-400 px-2 py-1';
  return (
    <PrintFrame
      title="رسید پرداخت قسط"
      seller={seller}
      printLabel="چاپ رسید"
      meta={[
        ['شماره رسید', toPersianDigits(p.id)],
        ['وام', toPersianDigits(p.loanId)],
        ['تاریخ', p.paidAt ?? p.createdAt],
        ['وضعیت', loanPaymentStatusTitles[p.status]],
      ]}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt>نوع پرداخت</dt>
        <dd>{loanPaymentModeTitles[p.mode]}</dd>
        <dt>مبلغ</dt>
        <dd className="font-bold">{formatTomanWithUnit(p.amount)}</dd>
        <dt>روش</dt>
        <dd>{p.mode === 'branch' ? 'پرداخت در شعبه' : how}</dd>
        {p.refId ? (
          <>
            <dt>کد پیگیری بانک</dt>
            <dd><bdi>{toPersianDigits(p.refId)}</bdi></dd>
          </>
        ) : null}
        {p.excess > 0 ? (
          <>
            <dt>بازگشت به کیف پول</dt>
            <dd>{formatTomanWithUnit(p.excess)}</dd>
          </>
        ) : null}
      </dl>
      <table className="w-full border-collapse text-center">
        <caption className="mb-2 text-start font-bold">این پرداخت برای</caption>
        <thead>
          <tr className="bg-gray-100">
            <th scope="col" className={cell}>قسط</th>
            <th scope="col" className={cell}>بابت</th>
            <th scope="col" className={cell}>مبلغ</th>
          </tr>
        </thead>
        <tbody>
          {p.allocations.map((a) => (
            <tr key={`${a.number}-${a.kind}`}>
              <td className={cell}>{toPersianDigits(a.number)}</td>
              <td className={cell}>{allocationKindTitles[a.kind]}</td>
              <td className={cell}>{formatTomanWithUnit(a.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </PrintFrame>
  );
}
