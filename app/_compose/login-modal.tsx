'use client';

// Routes compose features (STYLE.md): the login flow draws its province → city pair with features/geo's fields.
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useLoginPrompt } from '@/lib/session/login-prompt';

// The modal's forms (zod, react-hook-form, the Jalali picker) would otherwise ride in every page's first load.
const LoginModalWithPlacesLazy = dynamic(
  async () => {
    const [{ LoginModal }, geo] = await Promise.all([
      import('@/features/auth/components/login-modal'),
      import('@/features/geo/components/province-city-fields'),
    ]);
    return function LoginModalWithPlacesLoaded() {
      return <LoginModal LocationFields={geo.ProvinceCityFields} />;
    };
  },
  { ssr: false },
);

/** Loaded on the first opening, then kept: its dialog closes itself, which gives focus back to where it was. */
export function LoginModalWithPlaces() {
  const open = useLoginPrompt((s) => s.open);
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  return wanted ? <LoginModalWithPlacesLazy /> : null;
}
