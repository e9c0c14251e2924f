'use client';

import { MiniBasket } from '@/features/basket/components/mini-basket';
import type { ImageObject } from '@/lib/contracts/images';
import { useBasketOwner } from './basket-owner';

/** The header's mini basket for whoever is signed in on this device; until that is known it holds the button's place. */
export function HeaderBasket({ logo, catalogMode }: { logo: ImageObject; catalogMode: boolean }) {
  const owner = useBasketOwner();
  if (catalogMode) return null;
  if (!owner) return <span aria-hidden className="inline-block h-9 w-20" />;
  return <MiniBasket owner={owner} logo={logo} catalogMode={false} />;
}
