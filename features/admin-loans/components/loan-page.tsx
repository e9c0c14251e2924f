'use client';

import { useId, useState, type ReactNode } from 'react';
import { Can } from '@/components/admin/access';
import { Button } from '@/components/admin/button';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { inputClass } from '@/components/admin/form/field';
import { PageHeader } from '@/components/admin/page-header';
import { Skeleton } from '@/components/admin/skeleton';
import { ErrorState } from '@/components/admin/state-panels';
import { Toman } from '@/components/admin/toman';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import type { PlanRequest } from '@/lib/contracts/facility';
import { documentTitles, guaranteeTitles, requiredDocuments, stateTitles } from '@/lib/contracts/facility-messages';
import { toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDate, formatJalaliLong, tehranIsoDay } from '@/lib/format/jalali';
import { formatPersianNumber } from '@/lib/format/money';
import { useAskReupload, useDecideLoan, useLoanRequest, useMarkAttended, useMarkMissed } from '../api/loans-api';
import { LoanDocument } from './loan-document';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-2">
      <dt className="text-muted">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-2 rounded-xl border border-line bg-white p-4 text-sm">
      <h2 className="font-bold">{title}</h2>
      {children}
    </section>
  );
}

/** Approve, reject with a reason, or mark the appointment attended, as the request's state allows. */
function LoanActions({ request }: { request: PlanRequest }) {
  const decide = useDecideLoan(request.id);
  const attended = useMarkAttended(request.id);
  const missed = useMarkMissed(request.id);
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [confirm, setConfirm] = useState<'approve' | 'reject' | 'attended' | 'missed' | null>(null);

  const run = async () => {
    try {
      if (confirm === 'attended') {
        await attended.mutateAsync(undefined);
        toast.success('حضور متقاضی ثبت شد');
      } else if (confirm === 'missed') {
        await missed.mutateAsync(undefined);
        toast.success('غیبت ثبت شد و از متقاضی خواسته شد روز دیگری رزرو کند');
      } else if (confirm) {
        await decide.mutateAsync({ decision: confirm, ...(confirm === 'reject' ? { reason } : {}) });
        toast.success(confirm === 'approve' ? 'درخواست تایید شد و به متقاضی پیام داده شد' : 'درخواست رد شد و دلیل برای متقاضی فرستاده شد');
      }
    } catch (error) {
      toast.error(toApiError(error).message);
    } finally {
      setConfirm(null);
    }
  };

  const canDecide = request.state === 'submitted';
  const canAttend = (request.state === 'submitted' || request.state === 'approved') && request.meetDateTime !== null && !request.attended;
  // Missing is recorded from the appointment's day on, once.
  const canMiss = canAttend && !request.missed && request.meetDateTime !== null && request.meetDateTime.slice(0, 10) <= tehranIsoDay(new Date());
  if (!canDecide && !canAttend) return <p className="text-sm text-muted">در این وضعیت کاری روی درخواست نمی‌توان انجام داد.</p>;
  return (
    <div className="flex flex-col gap-3">
      {canAttend ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setConfirm('attended')}>
            متقاضی در نوبت حاضر شد
          </Button>
          {canMiss ? (
            <Button variant="secondary" onClick={() => setConfirm('missed')}>
              متقاضی نیامد
            </Button>
          ) : null}
        </div>
      ) : null}
      {request.missed ? <p className="text-sm text-amber-900">غیبت در نوبت ثبت شده است؛ متقاضی باید روز دیگری رزرو کند.</p> : null}
      {canDecide ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={reasonId} className="text-sm font-medium">
            دلیل رد (برای رد کردن لازم است و برای متقاضی فرستاده می‌شود)
          </label>
          <textarea id={reasonId} rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} className={inputClass} />
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setConfirm('approve')}>تایید درخواست</Button>
            <Button
              variant="danger"
              onClick={() => (reason.trim().length < 3 ? toast.error('دلیل رد را بنویسید (دست‌کم ۳ حرف)') : setConfirm('reject'))}
            >
              رد درخواست
            </Button>
          </div>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'approve' ? 'درخواست تایید شود؟' : confirm === 'reject' ? 'درخواست رد شود؟' : confirm === 'missed' ? 'غیبت متقاضی ثبت شود؟' : 'حضور متقاضی ثبت شود؟'}
        confirmLabel={confirm === 'approve' ? 'تایید' : confirm === 'reject' ? 'رد' : confirm === 'missed' ? 'ثبت غیبت' : 'ثبت حضور'}
        tone={confirm === 'reject' ? 'danger' : 'primary'}
        pending={decide.isPending || attended.isPending || missed.isPending}
        onConfirm={() => void run()}
        onCancel={() => setConfirm(null)}
      >
        {confirm === 'approve'
          ? 'متقاضی پیام تایید می‌گیرد و می‌تواند پیش‌پرداخت را بپردازد.'
          : confirm === 'reject'
            ? `دلیل «${reason.trim()}» برای متقاضی فرستاده می‌شود.`
            : confirm === 'missed'
              ? 'به متقاضی پیام داده می‌شود که روز دیگری رزرو کند.'
              : 'حضور متقاضی با مدارک در شعبه ثبت می‌شود.'}
      </ConfirmDialog>
    </div>
  );
}

/** Asks the applicant to upload chosen documents again, with a message they read in their notifications. */
function ReuploadForm({ request }: { request: PlanRequest }) {
  const ask = useAskReupload(request.id);
  const messageId = useId();
  const [kinds, setKinds] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const submit = async () => {
    if (kinds.length === 0) return toast.error('دست‌کم یکی از مدارک را انتخاب کنید');
    try {
      await ask.mutateAsync({ kinds, message });
      toast.success('از متقاضی خواسته شد مدارک را دوباره بارگذاری کند');
      setKinds([]);
      setMessage('');
    } catch (error) {
      toast.error(toApiError(error).message);
    }
  };
  return (
    <fieldset className="flex flex-col gap-2 border-t border-line pt-3">
      <legend className="text-sm font-bold">درخواست بارگذاری دوباره مدارک</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {requiredDocuments[request.kind].map((k) => (
          <label key={k} className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={kinds.includes(k)} onChange={(e) => setKinds(e.target.checked ? [...kinds, k] : kinds.filter((x) => x !== k))} />
            {documentTitles[k]}
          </label>
        ))}
      </div>
      <label htmlFor={messageId} className="text-sm font-medium">
        پیام برای متقاضی
      </label>
      <textarea id={messageId} rows={2} maxLength={500} value={message} onChange={(e) => setMessage(e.target.value)} className={inputClass} placeholder="مثلا: تصویر گواهی درآمد خوانا نیست" />
      <div>
        <Button variant="secondary" pending={ask.isPending} onClick={() => void submit()}>
          درخواست بارگذاری دوباره
        </Button>
      </div>
    </fieldset>
  );
}

/** One loan or leasing request: the applicant, the plan and figures, the credit check, the appointment and every document inline. */
export function LoanPage({ requestId }: { requestId: number }) {
  const query = useLoanRequest(requestId);
  const crumbs = [{ label: 'پیشخوان', href: '/admin' }, { label: 'تسهیلات', href: '/admin/loans' }, { label: `درخواست ${toPersianDigits(requestId)}` }];
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy>
        <PageHeader title={`درخواست ${toPersianDigits(requestId)}`} breadcrumbs={crumbs} />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <>
        <PageHeader title={`درخواست ${toPersianDigits(requestId)}`} breadcrumbs={crumbs} />
        <ErrorState message={toApiError(query.error).message} onRetry={() => void query.refetch()} />
      </>
    );
  }
  const r = query.data;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={`درخواست ${toPersianDigits(r.id)}`} breadcrumbs={crumbs} description={`${stateTitles[r.state]} · ثبت ${formatJalaliDate(r.createdAt)}`} />
      <Can permission="credit.write">
        <section aria-label="رسیدگی" className="flex flex-col gap-4 rounded-xl border border-brand/40 bg-white p-4">
          {r.reupload.kinds.length > 0 ? (
            <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm">
              {`در انتظار بارگذاری دوباره: ${r.reupload.kinds.map((k) => documentTitles[k as keyof typeof documentTitles] ?? k).join('، ')}. تایید تا آن زمان ممکن نیست.`}
            </p>
          ) : null}
          <LoanActions request={r} />
          {r.state === 'submitted' ? <ReuploadForm key={r.reupload.kinds.join()} request={r} /> : null}
        </section>
      </Can>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card title="متقاضی">
          <dl className="flex flex-col gap-1">
            <Row label="نام">{[r.fName, r.lName].filter(Boolean).join(' ') || '—'}</Row>
            <Row label="موبایل">{r.mobile ? <bdi>{toPersianDigits(r.mobile)}</bdi> : '—'}</Row>
            <Row label="کد ملی">{r.nationalCode ? toPersianDigits(r.nationalCode) : '—'}</Row>
            <Row label="تاریخ تولد">{r.birthDate ? formatJalaliDate(r.birthDate) : '—'}</Row>
            <Row label="شغل">{r.job ?? '—'}</Row>
            <Row label="درآمد ماهانه">{r.monthlyIncome !== null ? <Toman amount={r.monthlyIncome} /> : '—'}</Row>
          </dl>
        </Card>
        <Card title="طرح و مبلغ">
          <dl className="flex flex-col gap-1">
            <Row label="طرح">{`${r.facilityParentTitle} — ${r.facilityName}`}</Row>
            <Row label="مسیر">{r.kind === 'leasing' ? 'لیزینگ' : 'تسهیلات'}</Row>
            <Row label="قیمت"><Toman amount={r.price} /></Row>
            <Row label="پیش‌پرداخت"><Toman amount={r.prepayment} /></Row>
            <Row label="مبلغ وام"><Toman amount={r.loanAmount} /></Row>
            <Row label="قسط ماهانه"><Toman amount={r.amountPerMonth} /></Row>
            <Row label="تعداد اقساط">{formatPersianNumber(r.months)}</Row>
            <Row label="ضمانت">{r.guaranteeType ? guaranteeTitles[r.guaranteeType] : '—'}</Row>
          </dl>
        </Card>
        <Card title="اعتبارسنجی و نوبت">
          <dl className="flex flex-col gap-1">
            <Row label="نتیجه اعتبارسنجی">{r.creditApproved === null ? 'انجام نشده' : r.creditApproved ? 'تایید' : 'رد'}</Row>
            <Row label="امتیاز">{r.creditScore !== null ? toPersianDigits(r.creditScore) : '—'}</Row>
            <Row label="نوبت">{r.meetDateTime ? formatJalaliLong(r.meetDateTime.slice(0, 10)) : '—'}</Row>
            <Row label="حضور">{r.attended ? 'حاضر شد' : r.missed ? 'نیامد' : 'هنوز نه'}</Row>
            {r.decisionReason ? <Row label="دلیل تصمیم">{r.decisionReason}</Row> : null}
          </dl>
        </Card>
      </div>
      <Card title="مدارک">
        {r.documents.length === 0 ? (
          <p className="text-muted">مدرکی بارگذاری نشده است.</p>
        ) : (
          <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {r.documents.map((d) => (
              <LoanDocument key={d.id} id={d.id} kind={d.kind} mime={d.mime} />
            ))}
          </div>
        )}
      </Card>
    </div>
  );
}
