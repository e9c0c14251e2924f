import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clearCache } from '@/lib/server/cache';
import { getDb } from '@/lib/server/db/client';
import { brands, products } from '@/lib/server/db/schema';
import { reindexSearchText } from './search-text';
import { searchSuggestions } from './suggestions';

describe('reindexSearchText', () => {
  it('rebuilds the search text from titles and aliases, so a new alias is found', async () => {
    const db = getDb();
    const [nokia] = await db.select().from(brands).where(eq(brands.slug, 'nokia'));
    const [phone] = await db.select().from(products).where(eq(products.brandId, nokia!.id)).limit(1);
    const before = await db.select({ text: products.searchText }).from(products);

    await db.update(brands).set({ aliases: [...nokia!.aliases, 'نوکیای فنلاندی'] }).where(eq(brands.id, nokia!.id));
    await db.update(products).set({ aliases: ['گوشی مادربزرگ'] }).where(eq(products.id, phone!.id));
    clearCache();
    expect((await searchSuggestions('فنلاندی')).searchResponse).toEqual([]);

    expect(await reindexSearchText(db)).toBe(before.length);
    const byBrand = await searchSuggestions('فنلاندی');
    expect(byBrand.searchResponse.length).toBeGreaterThan(0);
    expect(byBrand.brands.map((b) => b.slug)).toEqual(['nokia']);
    expect((await searchSuggestions('مادربزرگ')).searchResponse.map((p) => p.id)).toEqual([phone!.id]);
    // Everything else comes out exactly as the seed wrote it.
    const others = await db.select({ id: products.id, text: products.searchText, brandId: products.brandId }).from(products);
    expect(others.filter((p) => p.brandId !== nokia!.id).map((p) => p.text).sort()).toEqual(
      before.filter((t) => !t.text.includes('نوکیا')).map((t) => t.text).sort(),
    );
  });
});
