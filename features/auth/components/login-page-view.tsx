'use client';

import Link from 'next/link';
import { useEffect, useId } from 'react';
import { AppImage } from '@/components/app-image';
import type { ImageObject } from '@/lib/contracts/images';
import { useLoginFlow } from '../stores/login-flow-store';
import type { LocationFields } from '@/lib/contracts/location-fields';
import { LoginFlow } from './login-flow';

/**
 * The shop's sign-in pictures (set in the console), beside the card on wide screens, in the order given; several
 * scroll sideways, one at a time. Narrower screens get the flow's own strip of them under the first step.
 */
function PicturesBesideForm({ pictures }: { pictures: ImageObject[] }) {
  const many = pictures.length > 1;
  return (
    <ul
      aria-label="تصاویر فروشگاه"
      // A strip that scrolls must be reachable by keyboard.
      tabIndex={many ? 0 : undefined}
      className="hidden w-[450px] shrink-0 snap-x snap-mandatory overflow-x-auto rounded-2xl desk:flex"
    >
      {pictures.map((picture, i) => (
        <li key={i} className="w-full shrink-0 snap-center">
          <AppImage images={picture} fallbackLogo={null} width={450} height={560} className="h-full w-full object-cover" />
        </li>
      ))}
    </ul>
  );
}

/** The /login page body: the flow in a card, and a way out that abandons it (SPEC §2: back to /). */
export function LoginPageView({ LocationFields, pictures = [] }: { LocationFields: LocationFields; pictures?: ImageObject[] }) {
  const headingId = useId();
  const wide = useLoginFlow((s) => s.step === 4);
  // Leaving the page abandons an unfinished login: the next visit starts at step 0.
  useEffect(() => () => useLoginFlow.getState().reset(), []);
  return (
    <div className="flex min-h-dvh items-start justify-center gap-8 bg-gray-50 px-4 py-10">
      <div className={`relative w-full rounded-2xl border border-line bg-white p-6 shadow-sm ${wide ? 'max-w-[600px]' : 'max-w-[450px]'}`}>
        <Link
          href="/"
          onClick={() => useLoginFlow.getState().reset()}
          aria-label="انصراف و بازگشت به صفحه اصلی"
          className="absolute end-3 top-3 rounded-lg p-2 text-muted hover:bg-gray-100"
        >
          ✕
        </Link>
        <LoginFlow LocationFields={LocationFields} headingId={headingId} picturesClassName={pictures.length > 0 ? 'desk:hidden' : ''} />
      </div>
      {pictures.length > 0 ? <PicturesBesideForm pictures={pictures} /> : null}
    </div>
  );
}
