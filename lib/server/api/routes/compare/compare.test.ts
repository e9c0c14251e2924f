import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { comparisonSchema, type Comparison } from '@/lib/contracts/compare';
import { envelope, errorBodySchema } from '@/lib/contracts/envelope';
import { getDb } from '@/lib/server/db/client';
import { products } from '@/lib/server/db/schema';
import { alignSpecs } from '@/lib/server/services/catalog/product-compare';
import { callApi } from '@/tests/api';

async function ids(...slugs: string[]): Promise<number[]> {
  const rows = await getDb().select({ id: products.id, slug: products.slug }).from(products).where(inArray(products.slug, slugs));
  return slugs.map((s) => rows.find((r) => r.slug === s)!.id);
}

async function compare(query: string): Promise<Comparison> {
  const res = await callApi(`/public/compare?ids=${query}`);
  expect(res.status).toBe(200);
  return envelope(comparisonSchema).parse(res.body).data;
}

describe('GET /api/public/compare', () => {
  it('puts a Samsung and an iPhone side by side, rows aligned, differences marked, a headphone left out', async () => {
    const [s25, iphone, buds] = await ids('samsung-galaxy-s25-ultra', 'apple-iphone-16-pro-max', 'samsung-galaxy-buds3-pro');
    const c = await compare(`${s25},${iphone},${buds},${s25}`);
    expect(c.category?.title).toBe('گوشی موبایل');
    expect(c.products.map((p) => p.id)).toEqual([s25, iphone]);
    expect(c.products[0]!.path).toBe(`/products/${s25}/samsung-galaxy-s25-ultra`);
    expect(c.excluded).toEqual([{ id: buds, title: expect.any(String) }]);
    expect(c.rows.every((r) => r.values.length === 2)).toBe(true);
    const ram = c.rows.find((r) => r.title === 'حافظه رم');
    expect(ram).toMatchObject({ values: ['۱۲ گیگابایت', '۸ گیگابایت'], differs: true });
  });

  it('drops unknown and inactive ids, and refuses more than four or a malformed list', async () => {
    const [s25, s25plus] = await ids('samsung-galaxy-s25-ultra', 'samsung-galaxy-s25-plus');
    await getDb().update(products).set({ active: false }).where(eq(products.id, s25plus!));
    try {
      expect((await compare(`${s25},${s25plus},999999`)).products.map((p) => p.id)).toEqual([s25]);
    } finally {
      await getDb().update(products).set({ active: true }).where(eq(products.id, s25plus!));
    }
    for (const bad of ['1,2,3,4,5', 'a,b', '', '0']) {
      const res = await callApi(`/public/compare?ids=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(errorBodySchema.parse(res.body).message).toMatch(/[آ-ی]/);
    }
  });
});

describe('alignSpecs', () => {
  it('keeps group order, fills gaps with null and treats a gap as a difference', () => {
    const rows = alignSpecs([
      { specs: [{ group: 'صفحه', items: [{ title: 'اندازه', value: '۶ اینچ' }] }, { group: 'باتری', items: [{ title: 'ظرفیت', value: '۵۰۰۰' }] }] },
      { specs: [{ group: 'باتری', items: [{ title: 'ظرفیت', value: '۵۰۰۰ ' }, { title: 'شارژ', value: '۴۵ وات' }] }] },
    ]);
    expect(rows).toEqual([
      { group: 'صفحه', title: 'اندازه', values: ['۶ اینچ', null], differs: true },
      { group: 'باتری', title: 'ظرفیت', values: ['۵۰۰۰', '۵۰۰۰ '], differs: false },
      { group: 'باتری', title: 'شارژ', values: [null, '۴۵ وات'], differs: true },
    ]);
  });
});
