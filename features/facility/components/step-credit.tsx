'use client';

import Link from 'next/link';
import type { PlanRequest } from '@/lib/contracts/facility';
import { toPersianDigits } from '@/lib/format/digits';
import { primaryButton } from './field';

/** Step 4 (3 on the wire): the credit check; a refusal is saved and shown, with the way to /checked. */
export function StepCredit({ request, busy, onCheck }: { request: PlanRequest; busy: boolean; onCheck: () => void }) {
  return (
    <div className="space-y-4">
      <p className="text-sm leading-7">اعتبارسنجی با کد ملی {request.nationalCode ? toPersianDigits(request.nationalCode) : ''} انجام می‌شود.</p>
      {request.creditApproved === false ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
          امتیاز اعتباری شما ({toPersianDigits(String(request.creditScore ?? 0))}) برای این مبلغ کافی نیست. <Link href={`/checked?id=${request.id}`} className="underline">مشاهده نتیجه</Link>
        </p>
      ) : null}
      <button type="button" className={primaryButton} disabled={busy} onClick={onCheck}>استعلام اعتبار</button>
    </div>
  );
}
