import Link from 'next/link';
import { Price } from '@/components/price';
import type { PlanRequest } from '@/lib/contracts/facility';
import { stateTitles } from '@/lib/contracts/facility-messages';
import { toPersianDigits } from '@/lib/format/digits';
import { formatJalaliLong } from '@/lib/format/jalali';
import { checkPathOf } from '../paths';
import { PrepaymentAction } from './prepayment-action';
import { ReuploadDocuments } from './reupload-documents';

/** One request in a list: plan, amount, state and the way back into it. */
export function PlanRequestSummary({ request, formPath }: { request: PlanRequest; formPath: string }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-white p-4 text-sm">
      <div className="space-y-1">
        <p className="font-bold">{request.facilityName} — درخواست {toPersianDigits(String(request.id))}</p>
        <p>مبلغ وام: <Price amount={request.loanAmount} /></p>
        {request.meetDateTime ? <p>نوبت مراجعه: {formatJalaliLong(request.meetDateTime)}</p> : null}
      </div>
      <div className="flex items-center gap-3">
        <span className="rounded-full bg-gray-100 px-3 py-1">{stateTitles[request.state]}</span>
        <PrepaymentAction request={request} />
        {request.state === 'draft' ? (
          <Link href={`${formPath}?id=${request.id}`} className="text-brand-dark underline">ادامه درخواست</Link>
        ) : (
          <Link href={checkPathOf(request.kind, request.id)} className="text-brand-dark underline">پیگیری</Link>
        )}
      </div>
      <ReuploadDocuments request={request} />
    </li>
  );
}
