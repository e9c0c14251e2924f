import 'server-only';
import type { ProductCard } from '@/lib/contracts/catalog';
import type { HomeRowKey } from '@/lib/contracts/home';
import { cached } from '../../cache';
import { etagOf } from '../../etag';
import { CATALOG_TAG } from '../catalog/categories';
import { listCategoryProducts, listDiscountedProducts, listNewestProducts, listPromotedProducts } from '../catalog/product-cards';
import { listHomeCategories } from './home-categories';

/** Cards per home row, on the server-rendered first row and in the rows loaded as they near the screen alike. */
export const HOME_ROW_SIZE = 10;

/** One home row's cards; null for a category that is not (or no longer) on the home page. */
export async function getHomeRow(key: HomeRowKey): Promise<ProductCard[] | null> {
  if (key === 'promoted') return listPromotedProducts(HOME_ROW_SIZE);
  if (key === 'newest') return listNewestProducts(HOME_ROW_SIZE);
  if (key === 'discounted') return listDiscountedProducts(HOME_ROW_SIZE);
  const slug = key.slice('category-'.length);
  const category = (await listHomeCategories()).find((c) => c.slug === slug);
  return category ? listCategoryProducts(category.id, HOME_ROW_SIZE) : null;
}

export type SerialisedHomeRow = { body: string; etag: string } | { missing: true };

/** A row's answer serialised once per catalog version, so a client holding it gets a 304 without a new JSON body. */
export function getSerialisedHomeRow(key: HomeRowKey): Promise<SerialisedHomeRow> {
  return cached(`home-row:serialised:${key}`, [CATALOG_TAG], async () => {
    const cards = await getHomeRow(key);
    if (!cards) return { missing: true };
    const body = JSON.stringify({ data: cards });
    return { body, etag: etagOf(body) };
  });
}
