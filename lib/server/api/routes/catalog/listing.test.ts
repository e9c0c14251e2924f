import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProductCard } from '@/lib/contracts/catalog';
import { envelope, errorBodySchema } from '@/lib/contracts/envelope';
import { listingSchema } from '@/lib/contracts/listing';
import type { Listing } from '@/lib/contracts/listing';
import { discountPercent } from '@/lib/format/discount';
import { getDb } from '@/lib/server/db/client';
import { attributes, attributeValues, brands, products, productVariants } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';

async function listing(query: string): Promise<Listing> {
  const res = await callApi(`/shop/products?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return envelope(listingSchema).parse(res.body).data;
}

/** Every card of a listing, walking its pages. */
async function everything(query: string): Promise<{ first: Listing; items: ProductCard[] }> {
  const first = await listing(`${query}&pageSize=60`);
  const items = [...first.items];
  for (let page = 2; page <= first.pageCount; page++) items.push(...(await listing(`${query}&pageSize=60&page=${page}`)).items);
  return { first, items };
}

const payable = (c: ProductCard) => c.promotionPrice ?? c.discountPrice;
const isPersian = (s: string) => /[\u0600-\u06FF]/.test(s);

/** In-stock cards first, then out-of-stock ones; each block ordered by `key` (never increasing). */
function expectBlocksOrdered(items: ProductCard[], key: (c: ProductCard) => number) {
  const firstOut = items.findIndex((c) => !c.inStock);
  if (firstOut >= 0) expect(items.slice(firstOut).every((c) => !c.inStock)).toBe(true);
  for (const block of [items.filter((c) => c.inStock), items.filter((c) => !c.inStock)]) {
    for (let i = 1; i < block.length; i++) expect(key(block[i - 1]!)).toBeGreaterThanOrEqual(key(block[i]!));
  }
}

async function productFacts(ids: number[]) {
  const rows = await getDb()
    .select({ id: products.id, createdAt: products.createdAt, soldCount: products.soldCount, brand: brands.slug })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

async function colourId(title: string): Promise<number> {
  const [row] = await getDb()
    .select({ id: attributeValues.id })
    .from(attributeValues)
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(eq(attributeValues.title, title));
  return row!.id;
}

describe('GET /api/shop/products: scope', () => {
  it('lists a category with the products of its sub-categories, with breadcrumbs home › parent › category', async () => {
    const parent = await listing('category=mobile');
    expect(parent.subcategories.length).toBeGreaterThan(1);
    const childTotals = await Promise.all(parent.subcategories.map(async (c) => (await listing(`category=${c.slug}`)).total));
    expect(parent.total).toBe(childTotals.reduce((a, b) => a + b, 0));
    expect(parent.breadcrumbs.map((b) => b.href)).toEqual(['/', '/shop/category-mobile']);

    const child = await listing('category=mobile-samsung');
    expect(child.breadcrumbs.map((b) => b.title)).toEqual(['خانه', 'گوشی موبایل', 'گوشی سامسونگ']);
    expect(child.title).toBe('گوشی سامسونگ');
  });

  it('lists a brand across categories', async () => {
    const { first, items } = await everything('brand=samsung');
    expect(first.brand?.slug).toBe('samsung');
    const facts = await productFacts(items.map((c) => c.id));
    expect(items.length).toBe(first.total);
    expect(items.every((c) => facts.get(c.id)?.brand === 'samsung')).toBe(true);
    const [samsung] = await getDb().select({ id: brands.id }).from(brands).where(eq(brands.slug, 'samsung'));
    expect(first.total).toBe(await getDb().$count(products, and(eq(products.active, true), eq(products.brandId, samsung!.id))));
  });

  it('searches the normalised product text, Arabic letters and Latin case included', async () => {
    const persian = await everything('search=سامسونگ');
    expect(persian.first.total).toBeGreaterThan(0);
    const facts = await productFacts(persian.items.map((c) => c.id));
    expect(persian.items.every((c) => facts.get(c.id)?.brand === 'samsung')).toBe(true);
    // Arabic kaf and yeh are folded like the indexed text.
    expect((await listing('search=سامسونك')).total).toBe(persian.first.total);
    const latin = await listing('search=GALAXY%20s25');
    expect(latin.total).toBeGreaterThan(0);
    expect(latin.items.every((c) => c.title.includes('S25'))).toBe(true);
    expect(latin.title).toBe('نتایج جستجو برای «GALAXY s25»');
    expect((await listing('search=چیزی%20که%20نیست')).total).toBe(0);
  });

  it('answers 404 in Persian for an unknown category or brand', async () => {
    for (const query of ['category=no-such-category', 'brand=no-such-brand']) {
      const res = await callApi(`/shop/products?${query}`);
      expect(res.status).toBe(404);
      expect(isPersian(errorBodySchema.parse(res.body).message)).toBe(true);
    }
  });
});

describe('GET /api/shop/products: cards', () => {
  it('shows the cheapest in-stock variant, its running promotion and out-of-stock products last', async () => {
    const { items } = await everything('sort=cheapest');
    const variants = await getDb().select().from(productVariants).where(eq(productVariants.active, true)).orderBy(asc(productVariants.id));
    const now = Date.now();
    for (const card of items) {
      const own = variants.filter((v) => v.productId === card.id);
      const cost = (v: (typeof own)[number]) => (v.promotionPrice !== null && v.promotionTo && v.promotionTo.getTime() > now ? v.promotionPrice : v.discountPrice);
      const pool = own.some((v) => v.stock > 0) ? own.filter((v) => v.stock > 0) : own;
      expect(payable(card)).toBe(Math.min(...pool.map(cost)));
      expect(card.inStock).toBe(own.some((v) => v.stock > 0));
      if (card.promotionTo) expect(new Date(card.promotionTo).getTime()).toBeGreaterThan(now);
    }
    expect(items.some((c) => !c.inStock)).toBe(true);
    expect(items.some((c) => c.promotionPrice !== null)).toBe(true);
  });
});

describe('GET /api/shop/products: filters', () => {
  it('filters by brands, and the brand facet counts match', async () => {
    const all = await listing('category=mobile');
    expect(all.facets.brands.length).toBeGreaterThan(2);
    for (const facet of all.facets.brands) {
      const one = await listing(`category=mobile&brands=${facet.slug}`);
      expect(one.total).toBe(facet.count);
      // The brand facet leaves its own filter out: the other brands keep their counts.
      expect(one.facets.brands).toEqual(all.facets.brands);
    }
    const [a, b] = all.facets.brands;
    const two = await listing(`category=mobile&brands=${a!.slug}&brands=${b!.slug}`);
    expect(two.total).toBe(a!.count + b!.count);
    expect((await listing(`category=mobile&brands=${a!.slug},${b!.slug}`)).total).toBe(two.total);
  });

  it('filters by colour, and the colour facet counts match', async () => {
    const all = await listing('category=mobile');
    const black = await colourId('مشکی');
    const facet = all.facets.colors.find((c) => c.id === black);
    expect(facet?.count).toBeGreaterThan(0);
    const { first, items } = await everything(`category=mobile&colors=${black}`);
    expect(first.total).toBe(facet!.count);
    const withBlack = await getDb()
      .selectDistinct({ id: productVariants.productId })
      .from(productVariants)
      .where(eq(productVariants.attr1ValueId, black));
    const ids = new Set(withBlack.map((r) => r.id));
    expect(items.every((c) => ids.has(c.id))).toBe(true);
  });

  it('filters by the payable price range, and the price facet spans the products', async () => {
    const { first, items } = await everything('category=mobile');
    const prices = items.map(payable);
    expect(first.facets.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    const sorted = [...prices].sort((x, y) => x - y);
    const [low, high] = [sorted[3]!, sorted[sorted.length - 4]!];
    const ranged = await everything(`category=mobile&priceMin=${low}&priceMax=${high}`);
    expect(ranged.first.total).toBe(prices.filter((p) => p >= low && p <= high).length);
    expect(ranged.items.every((c) => payable(c) >= low && payable(c) <= high)).toBe(true);
    // The price facet ignores the price filter itself, so the slider keeps its full range.
    expect(ranged.first.facets.price).toEqual(first.facets.price);
  });

  it('keeps only products in stock', async () => {
    const { items } = await everything('sort=newest');
    const { first, items: inStock } = await everything('inStock=1');
    expect(inStock.every((c) => c.inStock)).toBe(true);
    expect(first.total).toBe(items.filter((c) => c.inStock).length);
    expect(first.total).toBeLessThan(items.length);
  });

  it('keeps only discounted products, promotions included', async () => {
    const { items } = await everything('sort=newest');
    const { first, items: discounted } = await everything('discount=true');
    expect(discounted.every((c) => payable(c) < c.price)).toBe(true);
    expect(first.total).toBe(items.filter((c) => payable(c) < c.price).length);
    expect(discounted.some((c) => c.promotionPrice !== null)).toBe(true);
  });
});

describe('GET /api/shop/products: sorting', () => {
  it('sorts by price both ways', async () => {
    expectBlocksOrdered((await everything('sort=cheapest')).items, (c) => -payable(c));
    expectBlocksOrdered((await everything('sort=expensive')).items, payable);
  });

  it('sorts by biggest discount', async () => {
    const { items } = await everything('sort=discount');
    expectBlocksOrdered(items, (c) => discountPercent(c.price, payable(c)));
    expect(payable(items[0]!)).toBeLessThan(items[0]!.price);
  });

  it('sorts by newest and by best selling', async () => {
    const newest = (await everything('sort=newest')).items;
    const facts = await productFacts(newest.map((c) => c.id));
    expectBlocksOrdered(newest, (c) => facts.get(c.id)!.createdAt.getTime());
    const best = (await everything('sort=bestselling')).items;
    expectBlocksOrdered(best, (c) => facts.get(c.id)!.soldCount);
  });

  it('defaults to newest', async () => {
    expect((await listing('')).items).toEqual((await listing('sort=newest')).items);
  });
});

describe('GET /api/shop/products: pagination', () => {
  it('pages without overlap and counts pages right', async () => {
    const p1 = await listing('pageSize=10');
    const p2 = await listing('pageSize=10&page=2');
    expect(p1.pageCount).toBe(Math.ceil(p1.total / 10));
    expect(p1.items).toHaveLength(10);
    expect(p2.page).toBe(2);
    const ids1 = new Set(p1.items.map((c) => c.id));
    expect(p2.items.some((c) => ids1.has(c.id))).toBe(false);

    const { items } = await everything('sort=newest');
    expect(new Set(items.map((c) => c.id)).size).toBe(p1.total);
    expect(p1.total).toBe(await getDb().$count(products, eq(products.active, true)));
  });

  it('answers a page past the last one with no items and the real total', async () => {
    const first = await listing('pageSize=10');
    const past = await listing(`pageSize=10&page=${first.pageCount + 1}`);
    expect(past.items).toEqual([]);
    expect(past.total).toBe(first.total);
    expect(past.pageCount).toBe(first.pageCount);
  });
});

describe('GET /api/shop/products: invalid queries', () => {
  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['pageSize=1000', 'pageSize'],
    ['sort=random', 'sort'],
    ['priceMin=-5', 'priceMin'],
    ['priceMin=900&priceMax=100', 'priceMax'],
    ['colors=red', 'colors.0'],
    ['inStock=maybe', 'inStock'],
    ['category=Not%20A%20Slug', 'category'],
  ])('answers 400 with a Persian message for %s', async (query, field) => {
    const res = await callApi(`/shop/products?${query}`);
    expect(res.status).toBe(400);
    const body = errorBodySchema.parse(res.body);
    expect(isPersian(body.message)).toBe(true);
    expect(isPersian(body.errors?.[field] ?? '')).toBe(true);
  });

  it('accepts Persian digits in numbers', async () => {
    expect((await listing('page=۲&pageSize=۱۰')).page).toBe(2);
  });

  it('documents every query parameter in the OpenAPI document', async () => {
    const res = await callApi('/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body as { paths: Record<string, { get?: { parameters?: { name: string }[] } }> };
    const names = doc.paths['/api/shop/products']?.get?.parameters?.map((p) => p.name);
    expect(names).toEqual(['category', 'brand', 'search', 'brands', 'colors', 'priceMin', 'priceMax', 'inStock', 'discount', 'sort', 'page', 'pageSize']);
  });
});

