'use client';

import Link from 'next/link';
import { useEffect, useId } from 'react';
import { useLoginFlow } from '../stores/login-flow-store';
import type { LocationFields } from '@/lib/contracts/location-fields';
import { LoginFlow } from './login-flow';

/** The /login page body: the flow in a card, and a way out that abandons it (SPEC §2: back to /). */
export function LoginPageView({ LocationFields }: { LocationFields: LocationFields }) {
  const headingId = useId();
  const wide = useLoginFlow((s) => s.step === 4);
  // Leaving the page abandons an unfinished login: the next visit starts at step 0.
  useEffect(() => () => useLoginFlow.getState().reset(), []);
  return (
    <div className="flex min-h-dvh items-start justify-center bg-gray-50 px-4 py-10">
      <div className={`relative w-full rounded-2xl border border-line bg-white p-6 shadow-sm ${wide ? 'max-w-[600px]' : 'max-w-[450px]'}`}>
        <Link
          href="/"
          onClick={() => useLoginFlow.getState().reset()}
          aria-label="انصراف و بازگشت به صفحه اصلی"
          className="absolute end-3 top-3 rounded-lg p-2 text-muted hover:bg-gray-100"
        >
          ✕
        </Link>
        <LoginFlow LocationFields={LocationFields} headingId={headingId} />
      </div>
    </div>
  );
}
