'use client';

import { MiniBasket } from '@/features/basket/components/mini-basket';
import type { ImageObject } from '@/lib/contracts/images';
import { useSessionStore } from '@/lib/session/session-store';

/**
 * The header's mini basket for whoever is signed in on this device. Until the stored session is read it holds the
 * button's place, so a signed-in visitor's basket is never first asked for as a guest's.
 */
export function HeaderBasket({ logo, catalogMode }: { logo: ImageObject; catalogMode: boolean }) {
  const hydrated = useSessionStore((s) => s.hydrated);
  const user = useSessionStore((s) => (s.userInfo?.token ? s.userInfo : null));
  if (catalogMode) return null;
  if (!hydrated) return <span aria-hidden className="inline-block h-9 w-20" />;
  return <MiniBasket owner={{ signedIn: user !== null, noCheck: user?.noCheck ?? false }} logo={logo} catalogMode={false} />;
}
