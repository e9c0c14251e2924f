import type { ReactNode } from 'react';
import { ProductCard, type CardActions as CardActionsSlot } from '@/features/catalog/components/product-card';
import type { ProductCard as Card } from '@/lib/contracts/catalog';
import type { ImageObject } from '@/lib/contracts/images';
import { CardActions } from './card-actions';

/** The card slot server pages hand to listings and carousels; only plain props cross into the island. */
export function cardActionsFor(catalogMode: boolean): CardActionsSlot {
  return function ProductCardActions(p) {
    return <CardActions productId={p.id} title={p.title} variantId={p.variantId} inStock={p.inStock} catalogMode={catalogMode} />;
  };
}

/** Catalog's card with those buttons, for the rows of other features (home's carousels, a product's related ones). */
export function productCardFor(logo: ImageObject, catalogMode: boolean): (product: Card) => ReactNode {
  const actions = cardActionsFor(catalogMode);
  return function ComposedProductCard(p) {
    return <ProductCard product={p} logo={logo} actions={actions(p)} />;
  };
}
