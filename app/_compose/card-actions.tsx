'use client';

// Routes compose features (STYLE.md): the favourites' heart and the basket's button on a product card.
import { AddToBasketButton } from '@/features/basket/components/add-to-basket-button';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { useBasketOwner } from './basket-owner';

type Props = { productId: number; title: string; variantId: number; inStock: boolean; catalogMode: boolean };

/** One client island per card: the heart, and add-to-basket unless the shop is in catalog mode (SPEC §6). */
export function CardActions({ productId, title, variantId, inStock, catalogMode }: Props) {
  const signedIn = useBasketOwner()?.signedIn ?? false;
  return (
    <>
      <FavoriteButton productId={productId} productTitle={title} />
      {catalogMode ? null : <AddToBasketButton signedIn={signedIn} variantId={variantId} insuranceId={null} available={inStock} size="icon" productTitle={title} />}
    </>
  );
}
