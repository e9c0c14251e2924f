'use client';

// Routes compose features (STYLE.md): the favourites list with the basket's button in its slot.
import { AddToBasketButton } from '@/features/basket/components/add-to-basket-button';
import { FavoritesList } from '@/features/favorites/components/favorites-list';
import type { ImageObject } from '@/lib/contracts/images';
import { useBasketOwner } from './basket-owner';

export function FavoritesPage({ logo, catalogMode }: { logo: ImageObject; catalogMode: boolean }) {
  const signedIn = useBasketOwner()?.signedIn ?? false;
  return (
    <FavoritesList
      logo={logo}
      basketAction={(f) =>
        catalogMode ? null : <AddToBasketButton signedIn={signedIn} variantId={f.variantId} insuranceId={null} available={f.inStock} size="small" productTitle={f.title} />
      }
    />
  );
}
