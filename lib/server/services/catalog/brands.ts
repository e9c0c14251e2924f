import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Brand } from '@/lib/contracts/catalog';
import { cached } from '../../cache';
import { getDb } from '../../db/client';
import { brands } from '../../db/schema';
import { CATALOG_TAG } from './categories';

export function listBrands(): Promise<Brand[]> {
  return cached('brands', [CATALOG_TAG], async () => {
    const rows = await getDb()
      .select({ id: brands.id, slug: brands.slug, title: brands.title, titleEn: brands.titleEn, images: brands.images })
      .from(brands)
      .where(eq(brands.active, true))
      .orderBy(asc(brands.sort), asc(brands.id));
    return rows;
  });
}
