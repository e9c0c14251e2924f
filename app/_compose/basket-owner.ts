'use client';

import type { BasketOwner } from '@/features/basket/components/use-basket';
import { useSessionStore, useSignedInUser } from '@/lib/session/session-store';

/**
 * Whose basket the page works on, from the same stored session the API client takes its bearer token from;
 * null until that session has been read, so a signed-in visitor's basket is never first asked for as a guest's.
 */
export function useBasketOwner(): BasketOwner | null {
  const hydrated = useSessionStore((s) => s.hydrated);
  const user = useSignedInUser();
  return hydrated ? { signedIn: user !== null, noCheck: user?.noCheck ?? false } : null;
}
