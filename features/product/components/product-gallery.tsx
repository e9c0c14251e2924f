'use client';

import { useState } from 'react';
import { AppImage } from '@/components/app-image';
import type { ImageObject } from '@/lib/contracts/images';
import { toPersianDigits } from '@/lib/format/digits';

type Props = { images: readonly ImageObject[]; alt: string; logo: ImageObject };

/** The main image with thumbnails under it; remount with a new key when the image set changes. */
export function ProductGallery({ images, alt, logo }: Props) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? null;
  return (
    <div className="space-y-3">
      <div className="rounded-xl border border-line bg-white p-4">
        <AppImage images={current} fallbackLogo={logo} alt={alt} width={600} height={600} priority className="mx-auto aspect-square w-full max-w-md object-contain" />
      </div>
      {images.length > 1 ? (
        <ul className="flex flex-wrap justify-center gap-2" aria-label="تصاویر محصول">
          {images.map((image, i) => (
            <li key={i}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`نمایش تصویر ${toPersianDigits(i + 1)}`}
                aria-pressed={i === index}
                className={`block rounded-lg border-2 bg-white p-1 ${i === index ? 'border-brand' : 'border-line'}`}
              >
                <AppImage images={image} fallbackLogo={logo} alt="" width={64} height={64} className="size-14 object-contain" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
