'use client';

import { useId, type ChangeEvent } from 'react';
import { Button } from '@/components/admin/button';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import type { PictureOwner } from '@/lib/contracts/admin/pictures';
import { imageUrl } from '@/lib/images';
import { useWriteOwnerPicture } from '../api/owner-picture';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/** The one picture of a category, brand, insurance plan or colour: shown small, replaced by an upload, or removed. */
export function OwnerPicture({ owner, id, picture, name, canWrite }: { owner: PictureOwner; id: number; picture: string | null; name: string; canWrite: boolean }) {
  const inputId = useId();
  const write = useWriteOwnerPicture();
  const run = async (file: File | null) => {
    try {
      toast.success((await write.mutateAsync({ owner, id, file, alt: name })).message);
    } catch (error) {
      toast.error(toApiError(error).message);
    }
  };
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) void run(file);
  };
  return (
    <span className="flex items-center gap-2">
      {picture ? (
        // eslint-disable-next-line @next/next/no-img-element -- the console shows the served size as it is
        <img src={imageUrl(picture, { width: 96 })} alt={`تصویر ${name}`} className="size-10 rounded-md border border-line bg-gray-50 object-contain" loading="lazy" />
      ) : (
        <span className="text-xs text-muted">بی‌تصویر</span>
      )}
      {canWrite ? (
        <>
          <label htmlFor={inputId} className="inline-flex min-h-10 cursor-pointer items-center rounded-lg px-3 text-sm text-brand-dark hover:bg-gray-50 focus-within:outline-2 focus-within:outline-brand">
            {write.isPending ? 'در حال بارگذاری…' : picture ? 'تصویر تازه' : 'افزودن تصویر'}
            <input id={inputId} type="file" accept={ACCEPT} className="sr-only" aria-label={`تصویر ${name}`} onChange={pick} disabled={write.isPending} />
          </label>
          {picture ? (
            <Button variant="ghost" aria-label={`برداشتن تصویر ${name}`} onClick={() => void run(null)} disabled={write.isPending}>
              برداشتن تصویر
            </Button>
          ) : null}
        </>
      ) : null}
    </span>
  );
}
