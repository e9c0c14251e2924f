'use client';

// Routes compose features (STYLE.md): the login flow draws its province → city pair with features/geo's fields.
import { LoginPageView } from '@/features/auth/components/login-page-view';
import { ProvinceCityFields } from '@/features/geo/components/province-city-fields';
import type { ImageObject } from '@/lib/contracts/images';

/** `pictures`: the shop's sign-in pictures, beside the form on wide screens (none in the maintenance gate). */
export function LoginPageWithPlaces({ pictures = [] }: { pictures?: ImageObject[] }) {
  return <LoginPageView LocationFields={ProvinceCityFields} pictures={pictures} />;
}
