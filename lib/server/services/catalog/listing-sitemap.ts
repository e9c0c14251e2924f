import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { cached } from '../../cache';
import { getDb } from '../../db/client';
import { products } from '../../db/schema';
import { listBrands } from './brands';
import { CATALOG_TAG, listCategoryTree } from './categories';
import type { CategoryNode } from '@/lib/contracts/catalog';

/** The sitemap protocol's limit per file. */
export const SITEMAP_MAX_URLS = 50_000;

export type SitemapEntries = {
  categories: string[];
  brands: string[];
  products: { id: number; slug: string; createdAt: Date }[];
};

const slugs = (nodes: readonly CategoryNode[]): string[] => nodes.flatMap((n) => [n.slug, ...slugs(n.childs)]);

/**
 * Every active category and brand, and the newest active products up to the protocol's limit
 * (one file; a catalogue past 50,000 URLs would need a sitemap index).
 */
export function listSitemapEntries(): Promise<SitemapEntries> {
  return cached('sitemap', [CATALOG_TAG], async () => {
    const [tree, brands] = await Promise.all([listCategoryTree(), listBrands()]);
    const categories = slugs(tree);
    const room = Math.max(0, SITEMAP_MAX_URLS - categories.length - brands.length - 2);
    const rows = await getDb()
      .select({ id: products.id, slug: products.slug, createdAt: products.createdAt })
      .from(products)
      .where(and(eq(products.active, true), eq(products.published, true)))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(room);
    return { categories, brands: brands.map((b) => b.slug), products: rows };
  });
}
