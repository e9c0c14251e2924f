'use client';

import { useState, type ComponentType } from 'react';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import { cooperationDocuments } from '@/lib/contracts/cooperation-messages';
import { useCooperationRequest } from '../api/get-cooperation-request';
import { useSubmitCooperationRequest } from '../api/submit-cooperation-request';
import type { LocationFieldsProps } from '@/lib/contracts/location-fields';
import { DetailsForm } from './details-form';
import { DocumentSlots } from './document-slots';
import { card, primaryButton } from './form-styles';
import { RequestStatus } from './request-status';

/** /dashboard/cooperation: the draft (details, documents, submit) or, once submitted, its state. */
export function CooperationView({ LocationFields }: { LocationFields: ComponentType<LocationFieldsProps> }) {
  const { data: request, isPending, isError, refetch } = useCooperationRequest();
  const submit = useSubmitCooperationRequest();
  const [message, setMessage] = useState<string | null>(null);

  if (isPending) return <p role="status" className="text-sm text-muted">در حال بارگذاری…</p>;
  if (isError) {
    return (
      <p role="alert" className="text-sm">
        دریافت درخواست همکاری ممکن نشد.{' '}
        <button type="button" className="text-brand-dark underline" onClick={() => void refetch()}>تلاش دوباره</button>
      </p>
    );
  }
  if (request && request.state !== 'draft') return <RequestStatus request={request} />;

  async function onSubmit() {
    setMessage(null);
    try {
      const answer = await submit.mutateAsync();
      if (answer.message) toast.success(answer.message);
    } catch (error) {
      setMessage(toApiError(error).message);
    }
  }

  const missing = request?.missingDocuments ?? [];
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm leading-6 text-muted">
        فروشگاه‌ها و شرکت‌هایی که می‌خواهند با ما همکاری کنند اطلاعات شرکت را ثبت و مدارک را بارگذاری کنند؛ تا پیش از ثبت نهایی
        می‌توانید هر مدرک را جایگزین یا حذف کنید.
      </p>
      <DetailsForm LocationFields={LocationFields} details={request?.details ?? null} />
      <DocumentSlots request={request} />
      <section aria-labelledby="coop-submit" className={`${card} flex flex-col gap-3`}>
        <h2 id="coop-submit" className="font-bold">ثبت نهایی</h2>
        {!request?.details ? <p className="text-sm text-muted">اطلاعات شرکت هنوز ذخیره نشده است.</p> : null}
        {request && missing.length > 0 ? (
          <p className="text-sm text-muted">مدارک الزامی باقی‌مانده: {missing.map((t) => cooperationDocuments[t].title).join('، ')}</p>
        ) : null}
        {message ? <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-700">{message}</p> : null}
        <button type="button" className={`${primaryButton} self-start`} disabled={submit.isPending} onClick={() => void onSubmit()}>
          {submit.isPending ? 'در حال ثبت…' : 'ثبت نهایی درخواست'}
        </button>
      </section>
    </div>
  );
}
