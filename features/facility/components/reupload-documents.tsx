'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toApiError } from '@/lib/api-client';
import type { PlanRequest } from '@/lib/contracts/facility';
import { documentTitles, type DocumentKind } from '@/lib/contracts/facility-messages';
import { PLAN_REQUESTS_KEY, planRequestKey } from '../api/facility-request';
import { uploadDocument } from '../api/upload-document';

/** The credit desk asked for documents again: its message, and a file field for each document it named. */
export function ReuploadDocuments({ request }: { request: PlanRequest }) {
  const client = useQueryClient();
  const [sending, setSending] = useState<string | null>(null);
  const [failed, setFailed] = useState<Record<string, string>>({});
  if (request.reupload.kinds.length === 0) return null;

  async function send(kind: string, file: File | undefined) {
    if (!file) return;
    setSending(kind);
    setFailed(({ [kind]: _, ...rest }) => rest);
    try {
      await uploadDocument(request.id, kind, file);
      await Promise.all([client.invalidateQueries({ queryKey: PLAN_REQUESTS_KEY }), client.invalidateQueries({ queryKey: planRequestKey(request.id) })]);
    } catch (error) {
      setFailed((all) => ({ ...all, [kind]: toApiError(error).message }));
    } finally {
      setSending(null);
    }
  }

  return (
    <div role="region" aria-label="مدارکی که باید دوباره بارگذاری شوند" className="w-full space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <p className="font-bold">کارشناس تسهیلات این مدارک را دوباره خواسته است:</p>
      {request.reupload.message ? <p>{request.reupload.message}</p> : null}
      <p className="text-xs text-muted">فایل‌های JPEG، PNG یا PDF تا ۵ مگابایت</p>
      <ul className="space-y-2">
        {request.reupload.kinds.map((kind) => (
          <li key={kind} className="flex flex-wrap items-center justify-between gap-2">
            <label htmlFor={`reupload-${request.id}-${kind}`}>{documentTitles[kind as DocumentKind] ?? kind}</label>
            <input
              id={`reupload-${request.id}-${kind}`}
              type="file"
              accept="image/jpeg,image/png,application/pdf"
              disabled={sending !== null}
              onChange={(e) => void send(kind, e.target.files?.[0])}
              aria-invalid={Boolean(failed[kind])}
              aria-describedby={failed[kind] ? `reupload-${request.id}-${kind}-error` : undefined}
              className="text-sm"
            />
            {failed[kind] ? (
              <p id={`reupload-${request.id}-${kind}-error`} role="alert" className="w-full text-xs text-red-700">
                {failed[kind]}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
