import { eq, gt, like, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client';
import type { DbHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import {
  banners,
  brands,
  categories,
  cities,
  companySettings,
  productInsurances,
  products,
  productVariants,
  provinces,
} from '../db/schema';
import { isDatabaseEmpty, seedDemo } from './seed-demo';
import type { SeedSummary } from './seed-demo';
import { seedSynthetic } from './seed-synthetic';

const now = new Date('2026-03-10T08:30:00Z');
const HOUR_MS = 3_600_000;

async function freshDb(): Promise<DbHandle> {
  const handle = openPglite();
  await runMigrations(handle);
  return handle;
}

describe('seedDemo', () => {
  let handle: DbHandle;
  let summary: SeedSummary;

  beforeAll(async () => {
    handle = await freshDb();
    expect(await isDatabaseEmpty(handle.db)).toBe(true);
    summary = await seedDemo(handle.db, { now });
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('fills the company settings once', async () => {
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
    const [settings] = await handle.db.select().from(companySettings);
    expect(settings?.validGateways).toEqual(['sandbox', 'digipay', 'keepa']);
    expect(settings?.footerCopyright).toContain('۱۴۰۵');
  });

  it('has the 31 provinces, each with exactly one capital', async () => {
    const [provinceRows, cityRows] = await Promise.all([
      handle.db.select().from(provinces),
      handle.db.select().from(cities),
    ]);
    expect(provinceRows).toHaveLength(31);
    expect(cityRows.length).toBeGreaterThanOrEqual(200);
    for (const p of provinceRows) {
      expect(cityRows.filter((c) => c.provinceId === p.id && c.isCapital), p.title).toHaveLength(1);
    }
    expect(provinceRows.map((p) => p.title)).toEqual(
      expect.arrayContaining(['تهران', 'خراسان رضوی', 'کهگیلویه و بویراحمد', 'سیستان و بلوچستان', 'چهارمحال و بختیاری']),
    );
  });

  it('builds a category tree and enough brands', async () => {
    const rows = await handle.db.select().from(categories);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    const ids = new Set(rows.map((c) => c.id));
    const children = rows.filter((c) => c.parentId !== null);
    expect(children.length).toBeGreaterThan(0);
    for (const c of children) expect(ids.has(c.parentId!)).toBe(true);
    expect(rows.find((c) => c.slug === 'laptop')?.title).toBe('لپ\u200cتاپ');
    expect((await handle.db.select().from(brands)).length).toBeGreaterThanOrEqual(12);
  });

  it('gives every product 2 to 4 variants with consistent prices', async () => {
    const [productRows, variants] = await Promise.all([
      handle.db.select().from(products),
      handle.db.select().from(productVariants),
    ]);
    expect(productRows.length).toBeGreaterThanOrEqual(80);
    expect(summary.products).toBe(productRows.length);
    for (const p of productRows) {
      const own = variants.filter((v) => v.productId === p.id);
      expect(own.length, p.slug).toBeGreaterThanOrEqual(2);
      expect(own.length, p.slug).toBeLessThanOrEqual(4);
    }
    for (const v of variants) {
      expect(v.discountPrice, v.sku).toBeLessThanOrEqual(v.price);
      expect(v.price % 1_000, v.sku).toBe(0);
      if (v.promotionPrice !== null) expect(v.promotionPrice, v.sku).toBeLessThan(v.discountPrice);
    }
    const soldOut = productRows.filter((p) => variants.filter((v) => v.productId === p.id).every((v) => v.stock === 0));
    expect(soldOut.length).toBeGreaterThanOrEqual(1);
  });

  it('has at least three promotions ending within six hours', async () => {
    const variants = await handle.db.select().from(productVariants);
    const soon = variants.filter(
      (v) => v.promotionTo !== null && v.promotionTo > now && v.promotionTo.getTime() - now.getTime() <= 6 * HOUR_MS,
    );
    expect(soon.length).toBeGreaterThanOrEqual(3);
  });

  it('insures every phone and forces insurance on the phones of exactly one brand', async () => {
    const forcedBrands = await handle.db
      .selectDistinct({ brandId: products.brandId })
      .from(productInsurances)
      .innerJoin(products, eq(productInsurances.productId, products.id))
      .where(eq(productInsurances.forced, true));
    expect(forcedBrands).toHaveLength(1);
    const phones = await handle.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(like(categories.slug, 'mobile-%'));
    const insured = new Set((await handle.db.select().from(productInsurances)).map((i) => i.productId));
    expect(phones.length).toBeGreaterThan(0);
    for (const phone of phones) expect(insured.has(phone.id)).toBe(true);
  });

  it('shows slot 1 banners for both wide (2) and narrow (1) screens', async () => {
    const rows = await handle.db.select().from(banners);
    const slot1 = rows.filter((b) => b.moduleNumber === 1);
    expect(slot1.some((b) => b.linkType === 1)).toBe(true);
    expect(slot1.some((b) => b.linkType === 2)).toBe(true);
  });

  it('points every product image inside the app and normalises search text', async () => {
    const rows = await handle.db.select().from(products);
    for (const p of rows) {
      for (const image of p.images) expect(image.original?.src).toMatch(/^\/media\/ph\/product\//);
      expect(p.searchText).not.toMatch(/[يك\u200c]/);
      expect(p.searchText).toBe(p.searchText.toLowerCase());
    }
  });

  it('builds the same shop again from the same clock', async () => {
    const other = await freshDb();
    try {
      await seedDemo(other.db, { now });
      const snapshot = async (h: DbHandle) => ({
        products: await h.db.select().from(products).orderBy(products.id),
        variants: await h.db.select().from(productVariants).orderBy(productVariants.id),
      });
      expect(await snapshot(other)).toEqual(await snapshot(handle));
    } finally {
      await other.close();
    }
  }, 60_000);

  it('refuses to seed a database that already has a shop', async () => {
    await expect(seedDemo(handle.db, { now })).rejects.toThrow(/already/);
  });

  it('adds synthetic products with two variants each', async () => {
    const [before] = await handle.db.select({ last: max(products.id) }).from(products);
    expect(await seedSynthetic(handle.db, 50, { now, batchSize: 20 })).toBe(50);
    const added = await handle.db.select().from(products).where(gt(products.id, before?.last ?? 0));
    expect(added).toHaveLength(50);
    const variants = await handle.db.select().from(productVariants);
    for (const p of added) {
      expect(variants.filter((v) => v.productId === p.id), p.slug).toHaveLength(2);
      expect(p.searchText.length).toBeGreaterThan(0);
    }
    expect(new Set(added.map((p) => p.categoryId)).size).toBeGreaterThan(1);
  }, 60_000);
});
