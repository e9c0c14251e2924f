import 'server-only';
import { productPath } from '@/lib/contracts/product';
import { invalidateTag } from '../../cache';
import { afterCommit } from '../../db/after-commit';
import type { Tx } from '../../db/client';
import { purgeRenderedPage, purgeRenderedPages } from '../../rendered-pages';
import { CATALOG_TAG } from './categories';

/** The cache tag of one product's detail (the product page and `GET /public/products/{id}`). */
export const productTag = (productId: number) => `product:${productId}`;

export type StockChange = {
  productId: number;
  slug: string;
  /** A variant ran out or came back: cards, listings and other products' accompanying offers show that. */
  availabilityChanged: boolean;
};

/**
 * Stock moved (an order held or released units, a refund, an operator's change): once the transaction has committed,
 * the product's cached detail and kept page are dropped, and every listing and kept page too when availability
 * changed. Through the shared cache's tags and the kept-page purge, so whatever spreads those to other instances
 * spreads this too.
 */
export function stockChanged(tx: Tx, changes: readonly StockChange[]): void {
  if (changes.length === 0) return;
  afterCommit(tx, async () => {
    for (const change of changes) {
      invalidateTag(productTag(change.productId));
      await purgeRenderedPage(productPath({ id: change.productId, slug: change.slug }));
    }
    if (changes.some((c) => c.availabilityChanged)) {
      invalidateTag(CATALOG_TAG);
      await purgeRenderedPages();
    }
  });
}
