import type { CardActions as CardActionsSlot } from '@/features/catalog/components/product-card';
import { CardActions } from './card-actions';

/** The card slot server pages hand to listings and carousels; only plain props cross into the island. */
export function cardActionsFor(catalogMode: boolean): CardActionsSlot {
  return function ProductCardActions(p) {
    return <CardActions productId={p.id} title={p.title} variantId={p.variantId} inStock={p.inStock} catalogMode={catalogMode} />;
  };
}
