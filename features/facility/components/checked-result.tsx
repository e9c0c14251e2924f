'use client';

import Link from 'next/link';
import { Price } from '@/components/price';
import { toApiError } from '@/lib/api-client';
import { stateTitles } from '@/lib/contracts/facility-messages';
import { toPersianDigits } from '@/lib/format/digits';
import { formatJalaliLong } from '@/lib/format/jalali';
import { usePlanRequest } from '../api/plan-requests';
import { formPathOf } from '../paths';
import { FacilityFiguresList } from './facility-figures';
import { PrepaymentAction } from './prepayment-action';

/** /checked: a request's credit result, state, appointment, decision and instalment schedule. */
export function CheckedResult({ id }: { id: number | null }) {
  const { data: request, error, isLoading } = usePlanRequest(id, true);
  if (id === null) return <p className="text-sm">درخواستی انتخاب نشده است. <Link href="/planloanrequest" className="underline">درخواست‌های من</Link></p>;
  if (isLoading) return <p className="text-sm text-muted">در حال بارگذاری…</p>;
  if (error || !request) return <p role="alert" className="text-sm text-red-700">{error ? toApiError(error).message : 'درخواست یافت نشد'}</p>;
  const score = request.creditScore === null ? null : toPersianDigits(String(request.creditScore));
  return (
    <div className="space-y-5">
      <p className="text-lg font-bold">{request.facilityName} — {stateTitles[request.state]}</p>
      {score !== null ? (
        <p className={request.creditApproved ? 'text-green-800' : 'text-red-700'}>
          امتیاز اعتباری: {score} — {request.creditApproved ? 'اعتبار شما برای این وام تایید شد' : 'اعتبار شما برای این مبلغ کافی نیست'}
        </p>
      ) : <p className="text-sm text-muted">اعتبارسنجی هنوز انجام نشده است.</p>}
      {request.meetDateTime ? <p>نوبت مراجعه به شعبه: {formatJalaliLong(request.meetDateTime)}</p> : null}
      {request.decisionReason ? <p className="text-red-700">دلیل: {request.decisionReason}</p> : null}
      {request.state === 'approved' ? <p className="text-sm">درخواست شما تایید شد. با پرداخت پیش‌پرداخت، سفارش اقساطی شما ثبت می‌شود و کالا در شعبه نوبت شما تحویل می‌گردد.</p> : null}
      <PrepaymentAction request={request} />
      <FacilityFiguresList figures={{ ...request, facilityDeference: request.prepayment + request.finalRefundAmount - request.price }} />
      <table className="w-full text-sm">
        <caption className="mb-2 text-start font-bold">جدول اقساط</caption>
        <thead><tr className="border-b border-line"><th scope="col" className="p-2 text-start">قسط</th><th scope="col" className="p-2 text-start">سررسید</th><th scope="col" className="p-2 text-start">مبلغ</th></tr></thead>
        <tbody>
          {request.schedule.map((i) => (
            <tr key={i.number} className="border-b border-line">
              <td className="p-2">{toPersianDigits(String(i.number))}</td>
              <td className="p-2">{toPersianDigits(i.jalali)}</td>
              <td className="p-2"><Price amount={i.amount} /></td>
            </tr>
          ))}
        </tbody>
      </table>
      {request.state === 'draft' ? <Link href={`${formPathOf(request.kind)}?id=${request.id}`} className="text-brand-dark underline">ادامه درخواست</Link> : null}
    </div>
  );
}
