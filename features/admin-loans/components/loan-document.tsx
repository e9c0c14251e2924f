'use client';

import { Skeleton } from '@/components/admin/skeleton';
import { documentTitles, type DocumentKind } from '@/lib/contracts/facility-messages';
import { useLoanDocumentUrl } from '../api/loans-api';

/** One document shown in the page: a picture inline, a PDF a click away, both from a blob fetched with the staff token. */
export function LoanDocument({ id, kind, mime }: { id: number; kind: string; mime: string }) {
  const file = useLoanDocumentUrl(id);
  const url = file.data;
  const title = documentTitles[kind as DocumentKind] ?? kind;

  return (
    <figure className="flex flex-col gap-2 rounded-lg border border-line p-2">
      <figcaption className="text-sm font-medium">{title}</figcaption>
      {file.isError ? (
        <p role="alert" className="text-sm text-red-700">
          فایل باز نشد.
        </p>
      ) : !url ? (
        <Skeleton className="h-48" />
      ) : mime === 'application/pdf' ? (
        // The pages' policy frames no blob: address, so a PDF opens in the browser's own viewer in a new tab.
        <a href={url} target="_blank" rel="noreferrer" className="flex h-24 items-center justify-center rounded bg-gray-50 text-sm text-brand-dark underline">
          {`باز کردن PDF ${title}`}
        </a>
      ) : (
        <a href={url} target="_blank" rel="noreferrer">
          {/* eslint-disable-next-line @next/next/no-img-element -- a private blob: URL, not an optimisable image */}
          <img src={url} alt={title} className="max-h-72 w-full rounded object-contain" />
        </a>
      )}
    </figure>
  );
}
