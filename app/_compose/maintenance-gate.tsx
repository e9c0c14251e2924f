'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { staysOpenInMaintenance } from '@/lib/shell-paths';

// Loaded only on the sign-in page: the repair page everywhere else needs none of the login flow.
const SignIn = dynamic(() => import('./login-page').then((m) => m.LoginPageWithPlaces));

/**
 * What a visitor sees while the shop is in maintenance: the repair page, except on the sign-in page, which stays
 * open so a supervisor can sign in and then see the shop (SPEC §6). The layout cannot read the path of a kept page,
 * so the choice is made here, in the browser and in the server render of the page.
 */
export function MaintenanceGate({ repair }: { repair: ReactNode }) {
  const pathname = usePathname();
  if (!staysOpenInMaintenance(pathname)) return repair;
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <SignIn />
    </main>
  );
}
