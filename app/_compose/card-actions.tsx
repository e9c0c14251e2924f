'use client';

// Routes compose features (STYLE.md): the favourites' heart, the comparison's pick and the basket's button on a card.
import { AddToBasketButton } from '@/features/basket/components/add-to-basket-button';
import { CompareButton } from '@/features/compare/components/compare-button';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { useBasketOwner } from './basket-owner';

type Props = { productId: number; title: string; variantId: number; inStock: boolean; catalogMode: boolean };

/** One client island per card: the heart, the compare pick, and add-to-basket unless the shop is in catalog mode (SPEC §6). */
export function CardActions({ productId, title, variantId, inStock, catalogMode }: Props) {
  const signedIn = useBasketOwner()?.signedIn ?? false;
  return (
    <>
      <span className="flex gap-2">
        <FavoriteButton productId={productId} productTitle={title} />
        <CompareButton productId={productId} productTitle={title} />
      </span>
      {catalogMode ? null : <AddToBasketButton signedIn={signedIn} variantId={variantId} insuranceId={null} available={inStock} size="icon" productTitle={title} />}
    </>
  );
}
