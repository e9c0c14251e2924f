'use client';

import { useSignedInUser } from '@/lib/session/session-store';
import { displayName } from './account-control';

/** SPEC §2/§6 seller mode: a red banner with the user's name. */
export function SellerBanner() {
  const user = useSignedInUser();
  const seller = user?.noCheck ? user : null;
  if (!seller) return null;
  return (
    <div role="note" className="bg-seller px-4 py-2 text-center text-sm text-white">
      حالت فروشنده: {displayName(seller)}
    </div>
  );
}
