'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toApiError } from '@/lib/api-client';
import { guaranteeStepSchema, type PlanRequest } from '@/lib/contracts/facility';
import { documentTitles, guaranteeTitles, requiredDocuments } from '@/lib/contracts/facility-messages';
import { uploadDocument } from '../api/upload-document';
import { primaryButton } from './field';

type Props = { request: PlanRequest; busy: boolean; onUploaded: () => void; onSave: (guaranteeType: 'cheque' | 'promissory') => void };

/** Step 3 (2 on the wire): the guarantee and the documents; each file is sent as soon as it is chosen. */
export function StepDocuments({ request, busy, onUploaded, onSave }: Props) {
  const { register, handleSubmit } = useForm<z.input<typeof guaranteeStepSchema>, unknown, z.output<typeof guaranteeStepSchema>>({
    resolver: zodResolver(guaranteeStepSchema),
    defaultValues: { guaranteeType: request.guaranteeType ?? request.planGuaranteeType },
  });
  const [sending, setSending] = useState<string | null>(null);
  // A failed upload is told beside its field, not in a toast that would outlive the step (issue 20).
  const [failed, setFailed] = useState<Record<string, string>>({});
  const have = new Set(request.documents.map((d) => d.kind));
  const needed = requiredDocuments[request.kind];

  async function send(kind: string, file: File | undefined) {
    if (!file) return;
    setSending(kind);
    setFailed(({ [kind]: _, ...rest }) => rest);
    try {
      await uploadDocument(request.id, kind, file);
      onUploaded();
    } catch (error) {
      setFailed((all) => ({ ...all, [kind]: toApiError(error).message }));
    } finally {
      setSending(null);
    }
  }

  return (
    <form className="space-y-4" noValidate onSubmit={handleSubmit(({ guaranteeType }) => onSave(guaranteeType))}>
      <fieldset>
        <legend className="mb-2 text-sm font-bold">نوع ضمانت</legend>
        <div className="flex gap-4">
          {(['cheque', 'promissory'] as const).map((g) => (
            <label key={g} className="flex items-center gap-2 text-sm">
              <input type="radio" value={g} {...register('guaranteeType')} /> {guaranteeTitles[g]}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="text-xs text-muted">فایل‌های JPEG، PNG یا PDF تا ۵ مگابایت</p>
      <ul className="space-y-3">
        {needed.map((kind) => (
          <li key={kind} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line p-3">
            <label htmlFor={`doc-${kind}`} className="text-sm">
              {documentTitles[kind]}
              {have.has(kind) ? <span className="ms-2 text-green-700">(بارگذاری شد)</span> : null}
            </label>
            <input
              id={`doc-${kind}`}
              type="file"
              accept="image/jpeg,image/png,application/pdf"
              disabled={busy || sending !== null}
              onChange={(e) => void send(kind, e.target.files?.[0])}
              aria-invalid={Boolean(failed[kind])}
              aria-describedby={failed[kind] ? `doc-${kind}-error` : undefined}
              className="text-sm"
            />
            {failed[kind] ? <p id={`doc-${kind}-error`} role="alert" className="w-full text-xs text-red-700">{failed[kind]}</p> : null}
          </li>
        ))}
      </ul>
      <button type="submit" className={primaryButton} disabled={busy || sending !== null || needed.some((k) => !have.has(k))}>ثبت و ادامه</button>
    </form>
  );
}
