'use client';

import { useId, useState, type ReactNode } from 'react';
import { Can } from '@/components/admin/access';
import { Button } from '@/components/admin/button';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { inputClass } from '@/components/admin/form/field';
import { PageHeader } from '@/components/admin/page-header';
import { Skeleton } from '@/components/admin/skeleton';
import { ErrorState } from '@/components/admin/state-panels';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import type { CooperationRequest } from '@/lib/contracts/cooperation';
import { businessKindTitles, COOPERATION_DOCUMENT_TYPES, cooperationDocuments, monthlyVolumeTitles } from '@/lib/contracts/cooperation-messages';
import { toPersianDigits } from '@/lib/format/digits';
import { useCooperationDocumentUrl, useCooperationRequest, useDecideCooperation } from '../api/cooperation-api';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-2">
      <dt className="text-muted">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One of the 17 slots: its file shown (a picture inline, a PDF a click away), or that it is empty. */
function DocumentSlot({ requestId, type, doc }: { requestId: number; type: keyof typeof cooperationDocuments; doc: CooperationRequest['documents'][number] | undefined }) {
  const { title, required } = cooperationDocuments[type];
  return (
    <figure className="flex flex-col gap-2 rounded-lg border border-line p-2 text-sm">
      <figcaption className="font-medium">
        {title}
        {required ? <span className="text-xs text-muted"> (لازم)</span> : null}
      </figcaption>
      {doc ? <DocumentFile requestId={requestId} type={type} title={title} mime={doc.mime} /> : <p className="text-muted">بارگذاری نشده</p>}
    </figure>
  );
}

function DocumentFile({ requestId, type, title, mime }: { requestId: number; type: string; title: string; mime: string }) {
  const file = useCooperationDocumentUrl(requestId, type);
  if (file.isError)
    return (
      <p role="alert" className="text-red-700">
        فایل باز نشد.
      </p>
    );
  if (!file.data) return <Skeleton className="h-32" />;
  // The pages' policy frames no blob: address, so a PDF opens in the browser's own viewer in a new tab.
  if (mime === 'application/pdf')
    return (
      <a href={file.data} target="_blank" rel="noreferrer" className="flex h-20 items-center justify-center rounded bg-gray-50 text-brand-dark underline">
        {`باز کردن PDF ${title}`}
      </a>
    );
  return (
    <a href={file.data} target="_blank" rel="noreferrer">
      {/* eslint-disable-next-line @next/next/no-img-element -- a private blob: URL, not an optimisable image */}
      <img src={file.data} alt={title} className="max-h-56 w-full rounded object-contain" />
    </a>
  );
}

function Decision({ request }: { request: CooperationRequest }) {
  const decide = useDecideCooperation(request.id);
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [confirm, setConfirm] = useState<'approve' | 'reject' | null>(null);
  if (request.state !== 'submitted') return <p className="text-sm text-muted">{`این درخواست ${request.stateTitle} است.${request.decisionReason ? ` دلیل: ${request.decisionReason}` : ''}`}</p>;
  const run = async () => {
    try {
      await decide.mutateAsync({ decision: confirm!, ...(confirm === 'reject' ? { reason } : {}) });
      toast.success(confirm === 'approve' ? 'درخواست همکاری تایید شد' : 'درخواست همکاری رد شد و دلیل برای متقاضی فرستاده شد');
    } catch (error) {
      toast.error(toApiError(error).message);
    } finally {
      setConfirm(null);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={reasonId} className="text-sm font-medium">
        دلیل رد (برای رد کردن لازم است و برای متقاضی فرستاده می‌شود)
      </label>
      <textarea id={reasonId} rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} className={inputClass} />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setConfirm('approve')}>تایید همکاری</Button>
        <Button variant="danger" onClick={() => (reason.trim().length < 3 ? toast.error('دلیل رد را بنویسید (دست‌کم ۳ حرف)') : setConfirm('reject'))}>
          رد درخواست
        </Button>
      </div>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'approve' ? 'درخواست همکاری تایید شود؟' : 'درخواست همکاری رد شود؟'}
        confirmLabel={confirm === 'approve' ? 'تایید' : 'رد'}
        tone={confirm === 'reject' ? 'danger' : 'primary'}
        pending={decide.isPending}
        onConfirm={() => void run()}
        onCancel={() => setConfirm(null)}
      >
        {confirm === 'approve' ? 'به متقاضی پیام تایید فرستاده می‌شود.' : `دلیل «${reason.trim()}» برای متقاضی فرستاده می‌شود.`}
      </ConfirmDialog>
    </div>
  );
}

/** One cooperation request: the company's details, its 17 document slots, and the decision. */
export function CooperationPage({ requestId }: { requestId: number }) {
  const query = useCooperationRequest(requestId);
  const title = `درخواست همکاری ${toPersianDigits(requestId)}`;
  const crumbs = [{ label: 'پیشخوان', href: '/admin' }, { label: 'درخواست‌های همکاری', href: '/admin/cooperation' }, { label: title }];
  if (query.isPending) return <Skeleton className="h-64" />;
  if (query.isError)
    return (
      <>
        <PageHeader title={title} breadcrumbs={crumbs} />
        <ErrorState message={toApiError(query.error).message} onRetry={() => void query.refetch()} />
      </>
    );
  const r = query.data;
  const d = r.details;
  const byType = new Map(r.documents.map((doc) => [doc.type, doc]));
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={title} breadcrumbs={crumbs} description={`${r.stateTitle}${r.submittedAtFa ? ` · ارسال ${r.submittedAtFa}` : ''}`} />
      <Can permission="credit.write">
        <section aria-label="تصمیم" className="rounded-xl border border-brand/40 bg-white p-4">
          <Decision request={r} />
        </section>
      </Can>
      <section aria-label="مشخصات شرکت" className="flex flex-col gap-2 rounded-xl border border-line bg-white p-4 text-sm">
        <h2 className="font-bold">مشخصات شرکت</h2>
        {d ? (
          <dl className="grid gap-x-8 gap-y-1 md:grid-cols-2">
            <Row label="نام ثبتی">{d.legalName}</Row>
            <Row label="نام تجاری">{d.brandName ?? '—'}</Row>
            <Row label="شماره ثبت">{toPersianDigits(d.registrationNumber)}</Row>
            <Row label="شناسه ملی">{toPersianDigits(d.companyNationalId)}</Row>
            <Row label="کد اقتصادی">{toPersianDigits(d.economicCode)}</Row>
            <Row label="مدیرعامل">{`${d.ceoName} (${toPersianDigits(d.ceoNationalCode)})`}</Row>
            <Row label="تلفن">
              <bdi>{toPersianDigits(d.phone)}</bdi>
            </Row>
            <Row label="نشانی">{`${d.provinceTitle}، ${d.cityTitle}، ${d.address} (کد پستی ${toPersianDigits(d.postalCode)})`}</Row>
            <Row label="نوع فعالیت">{businessKindTitles[d.businessKind]}</Row>
            <Row label="حجم ماهانه">{monthlyVolumeTitles[d.monthlyVolume]}</Row>
          </dl>
        ) : (
          <p className="text-muted">مشخصات هنوز ثبت نشده است.</p>
        )}
      </section>
      <section aria-label="مدارک" className="flex flex-col gap-2 rounded-xl border border-line bg-white p-4">
        <h2 className="text-sm font-bold">{`مدارک (${toPersianDigits(r.documents.length)} از ${toPersianDigits(COOPERATION_DOCUMENT_TYPES.length)})`}</h2>
        <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {COOPERATION_DOCUMENT_TYPES.map((type) => (
            <DocumentSlot key={type} requestId={r.id} type={type} doc={byType.get(type)} />
          ))}
        </div>
      </section>
    </div>
  );
}
