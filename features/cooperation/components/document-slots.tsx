'use client';

import { useState } from 'react';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import type { CooperationRequest } from '@/lib/contracts/cooperation';
import { COOPERATION_DOCUMENT_TYPES, cooperationDocuments, type CooperationDocumentType } from '@/lib/contracts/cooperation-messages';
import { useDeleteCooperationDocument } from '../api/delete-cooperation-document';
import { openCooperationDocument } from '../api/open-cooperation-document';
import { useUploadCooperationDocument } from '../api/upload-cooperation-document';
import { describeFile } from './document-size';
import { card, secondaryButton } from './form-styles';

/** The 17 document slots: each file is sent as soon as it is chosen, and can be replaced or deleted until submission. */
export function DocumentSlots({ request }: { request: CooperationRequest | null }) {
  const upload = useUploadCooperationDocument();
  const remove = useDeleteCooperationDocument();
  const [busy, setBusy] = useState<CooperationDocumentType | null>(null);
  const [errors, setErrors] = useState<Partial<Record<CooperationDocumentType, string>>>({});
  const have = new Map((request?.documents ?? []).map((d) => [d.type, d]));

  // The slot's own status line tells the outcome; a toast per file would pile up over the page.
  async function run(type: CooperationDocumentType, action: () => Promise<unknown>) {
    setBusy(type);
    setErrors((e) => ({ ...e, [type]: undefined }));
    try {
      await action();
    } catch (error) {
      const message = toApiError(error).message;
      setErrors((e) => ({ ...e, [type]: message }));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="coop-documents" className={`${card} flex flex-col gap-3`}>
      <h2 id="coop-documents" className="font-bold">مدارک</h2>
      <p className="text-xs text-muted">فایل‌های JPEG، PNG یا PDF تا ۵ مگابایت. مدارک الزامی پیش از ثبت نهایی باید بارگذاری شوند.</p>
      <ul className="flex flex-col gap-2">
        {COOPERATION_DOCUMENT_TYPES.map((type) => {
          const { title, required } = cooperationDocuments[type];
          const doc = have.get(type);
          const disabled = busy !== null;
          return (
            <li key={type} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line p-3" aria-label={title}>
              <div className="flex flex-col gap-1">
                <span className="text-sm font-medium">
                  {title}
                  <span className={`ms-2 text-xs ${required ? 'text-red-700' : 'text-muted'}`}>{required ? '(الزامی)' : '(اختیاری)'}</span>
                </span>
                <span aria-live="polite" className={`text-xs ${doc ? 'text-green-700' : 'text-muted'}`}>
                  {busy === type ? 'در حال ارسال…' : doc ? `بارگذاری شد: ${describeFile(doc.mime, doc.size)}` : 'بارگذاری نشده'}
                </span>
                {errors[type] ? <span role="alert" className="text-xs text-red-600">{errors[type]}</span> : null}
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <label className={`${secondaryButton} cursor-pointer focus-within:ring-2 focus-within:ring-brand ${disabled ? 'pointer-events-none opacity-50' : ''}`}>
                  {doc ? 'جایگزینی' : 'بارگذاری'}
                  <input
                    type="file"
                    className="sr-only"
                    aria-label={`فایل ${title}`}
                    accept="image/jpeg,image/png,application/pdf"
                    disabled={disabled}
                    onChange={(e) => {
                      const file = e.target.files?.[0];
                      e.target.value = '';
                      if (file) void run(type, () => upload.mutateAsync({ type, file }));
                    }}
                  />
                </label>
                {doc ? (
                  <>
                    <button type="button" className={secondaryButton} aria-label={`مشاهده ${title}`} onClick={() => void openCooperationDocument(type).catch((e: unknown) => toast.error(toApiError(e).message))}>
                      مشاهده
                    </button>
                    <button type="button" className={`${secondaryButton} text-red-700`} aria-label={`حذف ${title}`} disabled={disabled} onClick={() => void run(type, () => remove.mutateAsync(type))}>
                      حذف
                    </button>
                  </>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
