import { and, asc, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { envelope, errorBodySchema } from '@/lib/contracts/envelope';
import { productDetailSchema, type ProductDetail } from '@/lib/contracts/product';
import { createRouter } from '@/lib/server/api/create-app';
import { invalidateTag } from '@/lib/server/cache';
import { getDb } from '@/lib/server/db/client';
import { bundles, insurancePlans, products, productSummaries, productVariants } from '@/lib/server/db/schema';
import { CATALOG_TAG } from '@/lib/server/services/catalog/categories';
import { callApi } from '@/tests/api';
import { mountCatalogProduct } from './product.handlers';

async function productId(slug: string): Promise<number> {
  const [row] = await getDb().select({ id: products.id }).from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`demo product ${slug} is missing`);
  return row.id;
}

async function fetchProduct(slug: string): Promise<ProductDetail> {
  const res = await callApi(`/public/products/${await productId(slug)}`);
  expect(res.status).toBe(200);
  return envelope(productDetailSchema).parse(res.body).data;
}

const variantRows = async (id: number) =>
  getDb().select().from(productVariants).where(eq(productVariants.productId, id)).orderBy(asc(productVariants.sort));

describe('GET /api/public/products/{id}', () => {
  it('answers a phone with its colour and memory variants, prices, stock, breadcrumbs and specs', async () => {
    const p = await fetchProduct('samsung-galaxy-s25-ultra');
    expect(p.slug).toBe('samsung-galaxy-s25-ultra');
    expect(p.canonicalPath).toBe(`/products/${p.id}/samsung-galaxy-s25-ultra`);
    expect(p.brand?.title).toBe('سامسونگ');
    expect(p.categoryPath.map((c) => c.title)).toEqual(['گوشی موبایل', 'گوشی سامسونگ']);

    const rows = await variantRows(p.id);
    expect(p.variants.map((v) => v.id)).toEqual(rows.map((r) => r.id));
    for (const [i, v] of p.variants.entries()) {
      const row = rows[i]!;
      expect(v).toMatchObject({ sku: row.sku, price: row.price, discountPrice: row.discountPrice, stock: row.stock, maxBuy: row.maxBuy });
      expect(v.arrtib1).toMatchObject({ type: 1, attributeTitle: 'رنگ' });
      expect(v.arrtib1?.value).toMatch(/^#[0-9a-f]{6}$/);
      expect(v.arrtib2).toMatchObject({ type: 2, attributeTitle: 'حافظه داخلی' });
      expect(v.arrtib2?.value).toBe(v.arrtib2?.title);
    }
    expect(new Set(p.variants.map((v) => v.arrtib2?.title))).toEqual(new Set(['۲۵۶ گیگابایت', '۵۱۲ گیگابایت']));
    // A 512 GB variant costs more than the 256 GB one of the same colour.
    const black = p.variants.filter((v) => v.arrtib1?.title === 'مشکی');
    expect(black.find((v) => v.arrtib2?.title === '۵۱۲ گیگابایت')!.price).toBeGreaterThan(black.find((v) => v.arrtib2?.title === '۲۵۶ گیگابایت')!.price);

    // The seeded 3-day promotion on the first variant is running; the others have none.
    const [first, ...others] = p.variants;
    expect(first!.promotionPrice).toBeLessThan(first!.discountPrice);
    expect(Date.parse(first!.promotionTo!)).toBeGreaterThan(Date.now());
    expect(others.every((v) => v.promotionPrice === null && v.promotionTo === null)).toBe(true);
    expect(p.variants.every((v) => !v.hasUpperDiscount && v.upperDiscountAmount === null)).toBe(true);
    expect(p.defaultVariantId).not.toBeNull();

    const memory = p.specs.find((g) => g.group === 'حافظه');
    expect(memory?.items.map((i) => i.title)).toEqual(['حافظه رم', 'حافظه داخلی']);
    expect(p.specs.filter((g) => g.group === 'حافظه')).toHaveLength(1);
    expect(p.description.length).toBeGreaterThan(50);
  });

  it('prices every insurance plan per variant from its rate, floor and discount', async () => {
    const p = await fetchProduct('samsung-galaxy-s25-ultra');
    expect(p.insurances.map((i) => i.insuranceTitle)).toEqual(['بیمه بدنه موبایل کامل', 'بیمه شکست صفحه نمایش', 'بیمه سرقت و آتش‌سوزی']);
    expect(p.insurances.every((i) => !i.hasForceInsurance)).toBe(true);
    const screen = p.insurances.find((i) => i.insuranceTitle === 'بیمه شکست صفحه نمایش')!;
    expect(screen.prices.map((x) => x.variantId)).toEqual(p.variants.map((v) => v.id));
    for (const v of p.variants) {
      // 15 per mille of the list price, rounded to thousands; 10 % off.
      const full = Math.round((v.price * 15) / 1_000_000) * 1000;
      expect(screen.prices.find((x) => x.variantId === v.id)).toEqual({
        variantId: v.id,
        insurancePrice: full,
        insurancePriceWithDiscount: Math.round((full * 0.9) / 1000) * 1000,
      });
    }
    expect(screen.coverage).toContain('<li>شکستگی و ترک صفحه نمایش</li>');
    expect(screen.termsAndConditions).toContain('<ul>');
  });

  it('charges the plan minimum on a cheap phone', async () => {
    const p = await fetchProduct('nokia-c32');
    const full = p.insurances.find((i) => i.insuranceTitle === 'بیمه بدنه موبایل کامل')!;
    // 25 per mille of an ~8 million toman phone is far below the 450,000 toman floor.
    expect(full.prices.every((x) => x.insurancePrice === 450_000 && x.insurancePriceWithDiscount === 450_000)).toBe(true);
  });

  it('marks the forced plan on the brand that has one and lists it first', async () => {
    const p = await fetchProduct('apple-iphone-16');
    expect(p.insurances[0]).toMatchObject({ insuranceTitle: 'بیمه بدنه موبایل کامل', hasForceInsurance: true });
    expect(p.insurances.slice(1).every((i) => !i.hasForceInsurance)).toBe(true);
    const samsung = await fetchProduct('samsung-galaxy-a56');
    expect(samsung.insurances.some((i) => i.hasForceInsurance)).toBe(false);
  });

  it('offers no insurance on products that have none', async () => {
    expect((await fetchProduct('anker-nano-20w')).insurances).toEqual([]);
  });

  it('sets the upper-discount price on the variant that has one', async () => {
    const p = await fetchProduct('samsung-galaxy-a56');
    const [first, ...others] = p.variants;
    expect(first!.hasUpperDiscount).toBe(true);
    expect(first!.upperDiscountAmount).toBeGreaterThan(first!.price);
    expect(others.every((v) => !v.hasUpperDiscount && v.upperDiscountAmount === null)).toBe(true);
  });

  it('lists bundles with their items, prices and discounts', async () => {
    const p = await fetchProduct('samsung-galaxy-s25-ultra');
    expect(p.bundles).toHaveLength(1);
    const [bundle] = p.bundles;
    expect(bundle).toMatchObject({ title: 'پکیج گلکسی S25 Ultra با شارژر ۴۵ وات و قاب محافظ', isGroup: false, timed: false, toDate: null, showPrice: true });
    expect(bundle!.items.map((i) => [i.slug, i.discount, i.qty])).toEqual([
      ['samsung-charger-45w', 400_000, 1],
      ['samsung-grip-case-s25-ultra', 700_000, 1],
    ]);
    const charger = (await variantRows(bundle!.items[0]!.productId))[0]!;
    expect(bundle!.items[0]).toMatchObject({ variantId: charger.id, price: charger.discountPrice });
    expect(bundle!.items[0]!.title).toContain('شارژر');

    const timed = await fetchProduct('xiaomi-redmi-note-14-pro');
    expect(timed.bundles[0]).toMatchObject({ timed: true });
    expect(Date.parse(timed.bundles[0]!.toDate!)).toBeGreaterThan(Date.now());
  });

  it('drops a timed bundle once it has ended', async () => {
    const id = await productId('xiaomi-redmi-note-14-pro');
    await getDb().update(bundles).set({ toDate: new Date(Date.now() - 60_000) }).where(eq(bundles.productId, id));
    invalidateTag(CATALOG_TAG);
    expect((await fetchProduct('xiaomi-redmi-note-14-pro')).bundles).toEqual([]);
  });

  it('answers related products of the same category, in stock, nearest in price first, never the product itself', async () => {
    const p = await fetchProduct('samsung-galaxy-s25-ultra');
    expect(p.related.length).toBeGreaterThanOrEqual(4);
    expect(p.related.some((r) => r.id === p.id)).toBe(false);
    expect(p.related.every((r) => r.inStock && r.title.includes('گوشی موبایل سامسونگ'))).toBe(true);
    const [own] = await getDb().select().from(productSummaries).where(eq(productSummaries.productId, p.id));
    const distance = (r: (typeof p.related)[number]) => Math.abs((r.promotionPrice ?? r.discountPrice) - own!.payable);
    for (let i = 1; i < p.related.length; i++) expect(distance(p.related[i]!)).toBeGreaterThanOrEqual(distance(p.related[i - 1]!));
    // Nothing of the category, in stock, lies nearer than the farthest one shown.
    const others = await getDb()
      .select()
      .from(productSummaries)
      .where(and(eq(productSummaries.categoryId, own!.categoryId), eq(productSummaries.inStock, true), ne(productSummaries.productId, p.id)));
    const shown = new Set(p.related.map((r) => r.id));
    const farthest = distance(p.related.at(-1)!);
    expect(others.filter((o) => !shown.has(o.productId)).every((o) => Math.abs(o.payable - own!.payable) >= farthest)).toBe(true);
  });

  it('sanitises the rich text of insurance plans', async () => {
    const [plan] = await getDb().select().from(insurancePlans).where(eq(insurancePlans.title, 'بیمه سرقت و آتش‌سوزی'));
    await getDb()
      .update(insurancePlans)
      .set({ coverage: '<p onclick="steal()">پوشش</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>' })
      .where(eq(insurancePlans.id, plan!.id));
    invalidateTag(CATALOG_TAG);
    const p = await fetchProduct('samsung-galaxy-a56');
    const coverage = p.insurances.find((i) => i.id === plan!.id)!.coverage;
    expect(coverage).toBe('<p>پوشش</p><a rel="noopener noreferrer nofollow">x</a>');
  });

  it('lets shared caches keep it for a minute', async () => {
    const res = await callApi(`/public/products/${await productId('nokia-c32')}`);
    expect(res.headers.get('cache-control')).toContain('max-age=60');
  });

  it('answers 404 in Persian for an unknown id', async () => {
    const res = await callApi('/public/products/999999');
    expect(res.status).toBe(404);
    expect(errorBodySchema.parse(res.body).message).toBe('محصول مورد نظر یافت نشد');
  });

  it('answers 404 for a product taken off sale', async () => {
    const id = await productId('nokia-g22');
    expect((await callApi(`/public/products/${id}`)).status).toBe(200);
    await getDb().update(products).set({ active: false }).where(eq(products.id, id));
    invalidateTag(CATALOG_TAG);
    const res = await callApi(`/public/products/${id}`);
    expect(res.status).toBe(404);
    expect(errorBodySchema.parse(res.body).message).toBe('محصول مورد نظر یافت نشد');
  });

  it.each(['abc', '0', '1.5', '-3', '12abc', '9999999999'])('answers 400 for the id %s', async (id) => {
    const res = await callApi(`/public/products/${id}`);
    expect(res.status).toBe(400);
    const body = errorBodySchema.parse(res.body);
    expect(body.message).toBe('شناسه محصول باید یک عدد صحیح مثبت باشد');
    expect(body.errors).toHaveProperty('id');
  });

  it('is described in OpenAPI with its 200, 400 and 404 answers', () => {
    // Checked on a router of its own so another slice's schema cannot hide a problem in this one.
    const router = createRouter();
    mountCatalogProduct(router);
    const doc = router.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'product', version: '1' } });
    const get = doc.paths?.['/public/products/{id}']?.get;
    expect(Object.keys(get?.responses ?? {})).toEqual(['200', '400', '404']);
    expect(get?.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
  });
});
