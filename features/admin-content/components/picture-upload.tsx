'use client';

import { useId, useRef } from 'react';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import type { PictureUploadProps } from '@/lib/contracts/picture-upload';
import { useUploadContentPicture } from '../api/upload-picture';

/**
 * "بارگذاری تصویر" beside a picture address field: the chosen file goes to the shop's storage and its address fills
 * the field, so the operator need not host the picture elsewhere.
 */
export function PictureUpload({ label, onUploaded, disabled = false, hint = 'JPEG، PNG یا WebP؛ نشانی تصویر خودش پر می‌شود.' }: PictureUploadProps) {
  const upload = useUploadContentPicture();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const send = async (file: File | undefined) => {
    if (!file) return;
    try {
      onUploaded(await upload.mutateAsync(file));
      toast.success('تصویر بارگذاری شد؛ برای نمایش، فرم را ذخیره کنید');
    } catch (error) {
      toast.error(toApiError(error).message);
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={disabled || upload.isPending}
        onChange={(e) => void send(e.target.files?.[0])}
        aria-describedby={`${id}-hint`}
        className="text-sm file:me-2 file:rounded-lg file:border file:border-line file:bg-white file:px-3 file:py-1.5"
      />
      <span id={`${id}-hint`} className="text-xs text-muted">
        {upload.isPending ? 'در حال بارگذاری…' : hint}
      </span>
    </div>
  );
}
