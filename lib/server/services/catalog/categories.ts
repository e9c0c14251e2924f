import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { CategoryNode } from '@/lib/contracts/catalog';
import { cached } from '../../cache';
import { getDb } from '../../db/client';
import { categories } from '../../db/schema';
import { buildTree } from '../tree';

export const CATALOG_TAG = 'catalog';

/** Active categories as a tree in display order. */
export function listCategoryTree(): Promise<CategoryNode[]> {
  return cached('categories:tree', [CATALOG_TAG], async () => {
    const rows = await getDb()
      .select()
      .from(categories)
      .where(eq(categories.active, true))
      .orderBy(asc(categories.sort), asc(categories.id));
    return buildTree(rows, (r) => ({
      id: r.id,
      parentId: r.parentId,
      slug: r.slug,
      title: r.title,
      images: r.images,
      childs: [],
    }));
  });
}

export type CategorySeo = { title: string; description: string };

/** The SEO title and description an operator wrote for a category (empty strings when none): its listing's metadata. */
export function categorySeo(id: number): Promise<CategorySeo> {
  return cached(`categories:seo:${id}`, [CATALOG_TAG], async () => {
    const [row] = await getDb().select({ title: categories.seoTitle, description: categories.seoDescription }).from(categories).where(eq(categories.id, id));
    return row ?? { title: '', description: '' };
  });
}
