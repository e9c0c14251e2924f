import 'server-only';
import { invalidateTag } from '../../cache';
import { afterCommit } from '../../db/after-commit';
import type { Tx } from '../../db/client';
import { purgeRenderedPages } from '../../rendered-pages';
import { CATALOG_TAG } from './categories';

/**
 * An operator changed the catalog: once the transaction has committed, the cached catalog reads (listings, product
 * details, suggestions, the sitemap) and every kept page are dropped, on every instance, so the change shows at once.
 * A rolled-back write purges nothing.
 */
export function catalogChanged(tx: Tx): void {
  afterCommit(tx, async () => {
    invalidateTag(CATALOG_TAG);
    await purgeRenderedPages();
  });
}
