'use client';

import { useSessionStore } from '@/lib/session/session-store';
import { displayName } from './account-control';

/** SPEC §2/§6 seller mode: a red banner with the user's name. */
export function SellerBanner() {
  const seller = useSessionStore((s) => (s.hydrated && s.userInfo?.noCheck ? s.userInfo : null));
  if (!seller) return null;
  return (
    <div role="note" className="bg-red-600 px-4 py-2 text-center text-sm text-white">
      حالت فروشنده: {displayName(seller)}
    </div>
  );
}
