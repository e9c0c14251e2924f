import { eq, inArray, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope, errorBodySchema } from '@/lib/contracts/envelope';
import { listingSchema } from '@/lib/contracts/listing';
import type { Listing } from '@/lib/contracts/listing';
import { searchResponseSchema } from '@/lib/contracts/search';
import type { SearchResponse } from '@/lib/contracts/search';
import { dbHandle, getDb, setDbHandle } from '@/lib/server/db/client';
import type { DbHandle } from '@/lib/server/db/client';
import { brands, products, productVariants } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';

const post = (body: unknown) =>
  callApi('/public/productSearch', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function search(query: string): Promise<SearchResponse> {
  const res = await post({ query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return envelope(searchResponseSchema).parse(res.body).data;
}

const ids = (r: SearchResponse) => r.searchResponse.map((p) => p.id);
const isPersian = (s: string) => /[\u0600-\u06FF]/.test(s);

async function brandOf(productIds: number[]): Promise<Set<string | null>> {
  const rows = await getDb()
    .select({ brand: brands.slug })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, productIds));
  return new Set(rows.map((r) => r.brand));
}

describe('pg_trgm on this database', () => {
  // FA-NOTES: with LC_CTYPE 'C' pg_trgm sees no Persian words and every Persian search silently finds nothing.
  it('matches Persian trigrams', async () => {
    const result = await getDb().execute(sql`select similarity('گوشی سامسونگ', 'سامسونگ') as sim, 'سامسنگ' <% 'گوشی سامسونگ' as typo`);
    const [row] = z.object({ rows: z.array(z.object({ sim: z.coerce.number(), typo: z.boolean() })) }).parse(result).rows;
    expect(row!.sim).toBeGreaterThan(0.5);
    // The typo threshold the connections set (lib/server/db/client.ts) is in force.
    expect(row!.typo).toBe(true);
  });
});

describe('POST /api/public/productSearch', () => {
  it('finds a Persian-yeh product with an Arabic-yeh and Arabic-kaf query, in the same order', async () => {
    const persian = await search('شیائومی');
    expect(persian.searchResponse.length).toBeGreaterThan(0);
    expect(await brandOf(ids(persian))).toEqual(new Set(['xiaomi']));
    expect(ids(await search('شيائومي'))).toEqual(ids(persian));
    expect(ids(await search('نوكيا'))).toEqual(ids(await search('نوکیا')));
  });

  it('ranks a query typed on an Arabic keyboard exactly as the Persian one, without aliases for it (issue 20)', async () => {
    const pairs = [
      ['سامسونك', 'سامسونگ'],
      ['سامسونک', 'سامسونگ'],
      ['كلكسي', 'گلکسی'],
      ['سامسونك كلكسي', 'سامسونگ گلکسی'],
    ] as const;
    for (const [typed, persian] of pairs) {
      const [a, b] = [await search(typed), await search(persian)];
      expect(b.searchResponse.length, persian).toBeGreaterThan(0);
      expect(ids(a), typed).toEqual(ids(b));
      expect(a.brands.map((g) => g.slug), typed).toEqual(b.brands.map((g) => g.slug));
    }
  });

  it('reads Persian and Arabic-Indic digits as Latin ones', async () => {
    const persianDigits = await search('galaxy s۲۵');
    expect(persianDigits.searchResponse.length).toBeGreaterThan(0);
    expect(persianDigits.searchResponse.every((p) => p.title.includes('S25'))).toBe(true);
    expect(ids(await search('galaxy s٢٥'))).toEqual(ids(persianDigits));
    expect(ids(await search('GALAXY S25'))).toEqual(ids(persianDigits));
  });

  it('finds a product with one wrong letter, Persian or Latin', async () => {
    const typo = await search('سامسنگ');
    expect(typo.searchResponse.length).toBeGreaterThan(0);
    expect(await brandOf(ids(typo))).toEqual(new Set(['samsung']));
    expect(typo.brands.map((b) => b.slug)).toContain('samsung');
    const latin = await search('ipone');
    expect(latin.searchResponse.length).toBeGreaterThan(0);
    expect(latin.searchResponse.every((p) => p.title.includes('iPhone'))).toBe(true);
  });

  it('finds brands and products by their Latin or Persian names and aliases', async () => {
    const persian = await search('سامسونگ');
    const latin = await search('samsung');
    expect(await brandOf(ids(latin))).toEqual(new Set(['samsung']));
    expect(latin.searchResponse.length).toBe(persian.searchResponse.length);
    expect(latin.brands.map((b) => b.slug)).toEqual(['samsung']);
    expect(persian.brands.map((b) => b.slug)).toEqual(['samsung']);
    expect(persian.categories.map((c) => c.slug)).toContain('mobile-samsung');

    // آیفون is in neither the Persian title nor the English one: only the aliases carry it. The iPhones'
    // own alias ranks them above the other Apple products (AirPods, iPad…), which match through the brand's.
    const apple = (await search('آیفون')).searchResponse;
    expect(apple.length).toBe(8);
    expect(apple.every((p) => p.title.includes('iPhone'))).toBe(true);
    const iphone = await search('آیفون ۱۶');
    expect(iphone.searchResponse.length).toBeGreaterThan(0);
    expect(iphone.searchResponse[0]!.title).toContain('iPhone 16');
    expect(iphone.brands.map((b) => b.slug)).toEqual(['apple']);
    // A product alias: the model written in Persian letters.
    const ultra = await search('گلکسی اولترا');
    expect(ultra.searchResponse.length).toBeGreaterThan(0);
    expect(ultra.searchResponse.every((p) => p.title.includes('Ultra'))).toBe(true);
  });

  it('ranks by relevance, then availability', async () => {
    const ranked = async () => ids(await search('galaxy s25'));
    const found = await ranked();
    expect(found.length).toBeGreaterThanOrEqual(3);
    await getDb().update(productVariants).set({ stock: 5 }).where(inArray(productVariants.productId, found));
    const inStock = await ranked();
    // The S25 family matches every word equally well: selling out the first sends it behind the rest…
    await getDb().update(productVariants).set({ stock: 0 }).where(eq(productVariants.productId, inStock[0]!));
    expect(await ranked()).toEqual([...inStock.slice(1), inStock[0]]);
    // …but never behind a weaker match: the iPhone 16, sold out, still precedes the laptop with "رم ۱۶".
    const iphone = await search('آیفون ۱۶');
    const [best] = iphone.searchResponse;
    const laptop = iphone.searchResponse.find((p) => !p.title.includes('iPhone'));
    expect(best!.title).toContain('iPhone 16');
    expect(laptop).toBeDefined();
    await getDb().update(productVariants).set({ stock: 0 }).where(eq(productVariants.productId, best!.id));
    await getDb().update(productVariants).set({ stock: 5 }).where(eq(productVariants.productId, laptop!.id));
    const after = ids(await search('آیفون ۱۶'));
    expect(after.indexOf(best!.id)).toBeLessThan(after.indexOf(laptop!.id));
  });

  it('answers the product fields of SPEC §3 with the first image and its alt', async () => {
    const [p] = (await search('galaxy s25 ultra')).searchResponse;
    const [row] = await getDb().select().from(products).where(eq(products.id, p!.id));
    expect(p).toEqual({ id: row!.id, slug: row!.slug, title: row!.title, images: row!.images[0] ?? null, alt: row!.title });
  });

  it('treats SQL-looking and wildcard input as plain text', async () => {
    const before = await getDb().$count(products);
    for (const query of ["'; drop table products; --", "' or 1=1 --", '%%%', '_%_', 'x\\']) {
      expect((await search(query)).searchResponse).toEqual([]);
    }
    expect(await getDb().$count(products)).toBe(before);
  });

  it('cuts a query after 100 characters', async () => {
    const cut = await search(`آیفون${' '.repeat(95)}zzzzzzzz`);
    expect(cut.searchResponse.length).toBeGreaterThan(0);
    expect((await search(`آیفون zzzzzzzz`)).searchResponse).toEqual([]);
  });

  describe('without the database', () => {
    let real: DbHandle | undefined;
    afterEach(() => {
      if (real) setDbHandle(real);
    });

    it('answers empty and one-character queries with nothing, never asking the database', async () => {
      real = dbHandle();
      const refuse = () => {
        throw new Error('the database was asked');
      };
      setDbHandle({ driver: real.driver, close: async () => {}, db: new Proxy(real.db, { get: refuse }), runSql: refuse });
      for (const query of ['', ' ', 'a', ' س ', '\u200c', '۱']) {
        expect(await search(query)).toEqual({ searchResponse: [], categories: [], brands: [] });
      }
    });
  });

  it.each([
    ['no query', {}],
    ['a number', { query: 5 }],
    ['over 1000 characters', { query: 'a'.repeat(1001) }],
  ])('answers 400 in Persian for %s', async (_name, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(isPersian(errorBodySchema.parse(res.body).message)).toBe(true);
  });

  it('answers 400 in Persian for a body that is not JSON', async () => {
    const res = await callApi('/public/productSearch', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{query' });
    expect(res.status).toBe(400);
    expect(isPersian(errorBodySchema.parse(res.body).message)).toBe(true);
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = (await callApi('/openapi.json')).body as { paths: Record<string, { post?: unknown }> };
    expect(doc.paths['/api/public/productSearch']?.post).toBeDefined();
  });
});

describe('GET /api/shop/products?search= (the full search)', () => {
  async function listing(query: string): Promise<Listing> {
    const res = await callApi(`/shop/products?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return envelope(listingSchema).parse(res.body).data;
  }

  it('ranks by relevance unless another order is asked for', async () => {
    const term = encodeURIComponent('آیفون ۱۶');
    const ranked = await listing(`search=${term}`);
    expect(ranked.items[0]!.title).toContain('iPhone 16');
    expect((await listing(`search=${term}&sort=relevance`)).items).toEqual(ranked.items);
    const cheapest = await listing(`search=${term}&sort=cheapest&inStock=1`);
    const prices = cheapest.items.map((c) => c.promotionPrice ?? c.discountPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(cheapest.total).toBeLessThanOrEqual(ranked.total);
  });

  it('cuts a search term after 100 characters instead of dropping it', async () => {
    const cut = await listing(`search=${encodeURIComponent(`آیفون${' '.repeat(95)}zzzzzzzz`)}`);
    expect(cut.total).toBeGreaterThan(0);
    expect(cut.title).toBe('نتایج جستجو برای «آیفون»');
  });

  it('uses the same Persian-aware matching as the suggestions, typos included', async () => {
    const typo = await listing(`search=${encodeURIComponent('سامسنگ')}&pageSize=60`);
    expect(typo.total).toBeGreaterThan(0);
    expect(await brandOf(typo.items.map((c) => c.id))).toEqual(new Set(['samsung']));
    const samsung = (await listing(`search=${encodeURIComponent('سامسونگ')}&pageSize=60`)).items.map((c) => c.id);
    expect(samsung.length).toBeGreaterThan(0);
    expect((await listing(`search=${encodeURIComponent('سامسونك')}&pageSize=60`)).items.map((c) => c.id)).toEqual(samsung);
    const arabic = await listing(`search=${encodeURIComponent('شيائومي')}&pageSize=60`);
    expect(arabic.items.map((c) => c.id)).toEqual((await listing(`search=${encodeURIComponent('شیائومی')}&pageSize=60`)).items.map((c) => c.id));
  });
});
