import 'server-only';
import { asc, eq, gt, sql } from 'drizzle-orm';
import { buildSearchText } from '@/lib/search/normalize';
import type { Db } from '../../db/client';
import { brands, products } from '../../db/schema';

const BATCH = 2_000;

/**
 * Rebuilds products.search_text and search_title from titles and aliases, for databases indexed by an older normaliser
 * or after brand aliases change (`npm run seed -- --reindex`). Returns how many products it rewrote.
 */
export async function reindexSearchText(db: Db): Promise<number> {
  let after = 0;
  let done = 0;
  for (;;) {
    const rows = await db
      .select({
        id: products.id,
        title: products.title,
        titleEn: products.titleEn,
        aliases: products.aliases,
        brandTitle: brands.title,
        brandTitleEn: brands.titleEn,
        brandAliases: brands.aliases,
      })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(gt(products.id, after))
      .orderBy(asc(products.id))
      .limit(BATCH);
    if (rows.length === 0) return done;
    const texts = rows.map((r) => ({
      id: r.id,
      text: buildSearchText([r.title, r.titleEn, ...r.aliases, r.brandTitle, r.brandTitleEn, ...(r.brandAliases ?? [])]),
      title: buildSearchText([r.title, r.titleEn, ...r.aliases]),
    }));
    // One statement per batch: the texts travel as a single JSON parameter.
    await db.execute(sql`update ${products} set search_text = x.text, search_title = x.title
      from jsonb_to_recordset(${JSON.stringify(texts)}::jsonb) as x(id int, text text, title text)
      where ${products.id} = x.id`);
    done += rows.length;
    after = rows.at(-1)!.id;
  }
}
