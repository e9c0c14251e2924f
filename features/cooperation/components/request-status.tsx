'use client';

import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import type { CooperationRequest } from '@/lib/contracts/cooperation';
import { businessKindTitles, monthlyVolumeTitles } from '@/lib/contracts/cooperation-messages';
import { toPersianDigits } from '@/lib/format/digits';
import { openCooperationDocument } from '../api/open-cooperation-document';
import { describeFile } from './document-size';
import { card, secondaryButton } from './form-styles';

const stateStyle = { draft: 'bg-gray-100 text-ink', submitted: 'bg-amber-50 text-amber-900', approved: 'bg-green-50 text-green-800', rejected: 'bg-red-50 text-red-800' } as const;

/** A submitted request: its state with Jalali dates, the operator's reason, and what was sent (read only). */
export function RequestStatus({ request }: { request: CooperationRequest }) {
  const d = request.details;
  const rows: [string, string][] = d
    ? [
        ['نام ثبتی شرکت', d.legalName],
        ['نام تجاری', d.brandName ?? '—'],
        ['شماره ثبت', toPersianDigits(d.registrationNumber)],
        ['شناسه ملی', toPersianDigits(d.companyNationalId)],
        ['کد اقتصادی', toPersianDigits(d.economicCode)],
        ['مدیرعامل', d.ceoName],
        ['تلفن', toPersianDigits(d.phone)],
        ['نشانی', `${d.provinceTitle}، ${d.cityTitle}، ${d.address}`],
        ['کد پستی', toPersianDigits(d.postalCode)],
        ['نوع کسب‌وکار', businessKindTitles[d.businessKind]],
        ['حجم خرید ماهانه', monthlyVolumeTitles[d.monthlyVolume]],
      ]
    : [];

  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="coop-state" className={`${card} flex flex-col gap-2`}>
        <h2 id="coop-state" className="font-bold">وضعیت درخواست</h2>
        <p role="status" className={`self-start rounded-full px-3 py-1 text-sm font-bold ${stateStyle[request.state]}`}>{request.stateTitle}</p>
        {request.submittedAtFa ? <p className="text-sm">تاریخ ثبت: <time dateTime={request.submittedAt ?? undefined}>{request.submittedAtFa}</time></p> : null}
        {request.decidedAtFa ? <p className="text-sm">تاریخ بررسی: <time dateTime={request.decidedAt ?? undefined}>{request.decidedAtFa}</time></p> : null}
        {request.state === 'rejected' && request.decisionReason ? <p className="text-sm">دلیل: {request.decisionReason}</p> : null}
        {request.state === 'submitted' ? <p className="text-sm text-muted">درخواست شما در انتظار بررسی کارشناسان است؛ نتیجه را از اعلان‌ها خبر می‌دهیم.</p> : null}
      </section>
      <section aria-labelledby="coop-summary" className={card}>
        <h2 id="coop-summary" className="mb-3 font-bold">اطلاعات ارسال‌شده</h2>
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mb-2 mt-4 text-sm font-bold">مدارک</h3>
        <ul className="flex flex-col gap-2">
          {request.documents.map((doc) => (
            <li key={doc.type} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span>{doc.title} <span className="text-xs text-muted">({describeFile(doc.mime, doc.size)})</span></span>
              <button type="button" className={secondaryButton} aria-label={`مشاهده ${doc.title}`} onClick={() => void openCooperationDocument(doc.type).catch((e: unknown) => toast.error(toApiError(e).message))}>
                مشاهده
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
