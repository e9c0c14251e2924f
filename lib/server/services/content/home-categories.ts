import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { cached } from '../../cache';
import { getDb } from '../../db/client';
import { categories } from '../../db/schema';
import { CATALOG_TAG } from '../catalog/categories';

export type HomeCategory = { id: number; slug: string; title: string };

/** Categories the operators flagged showInHome: each gets a product carousel on the home page. */
export function listHomeCategories(): Promise<HomeCategory[]> {
  return cached('categories:home', [CATALOG_TAG], () =>
    getDb()
      .select({ id: categories.id, slug: categories.slug, title: categories.title })
      .from(categories)
      .where(and(eq(categories.showInHome, true), eq(categories.active, true)))
      .orderBy(asc(categories.sort), asc(categories.id)),
  );
}
