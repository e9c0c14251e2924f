import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ListingQuery } from '@/lib/contracts/listing';
import { clearCache } from '@/lib/server/cache';
import { beforeAll, describe, expect, it } from 'vitest';
import { getListing } from './listing';
import { pageItems, refreshStaleSummaries } from './listing-query';
import type { CardFilters, CardOrder, CardScope } from './listing-query';
import { facetQuery } from './listing-facets';
import { cardRowsSchema, listBestsellingProducts } from './product-cards';
import { updateVariantPrices } from './variant-prices';
import { searchCondition } from './listing-search';
import { getDb } from '@/lib/server/db/client';
import { attributes, attributeValues, brands, categories, products, productSummaries, productVariants } from '@/lib/server/db/schema';
import { SYSTEM_ACTOR } from '@/lib/server/services/audit/audit-log';
import { oracleListing } from '@/tests/listing-oracle';
import { makeProduct } from '@/tests/basket';

// Issue 26: the listing reads product_summaries instead of choosing a card variant per product on every read. Its
// answers must be those of the old query (tests/listing-oracle.ts, kept verbatim) on the demo catalog with every
// edge case a card has, and a write must show in the listing at once.

const HOUR = 3_600_000;

type Answer = Awaited<ReturnType<typeof newAnswer>>;

async function newAnswer(scope: CardScope, page: { filters: CardFilters; order: CardOrder; limit: number; offset: number }, now: Date) {
  await refreshStaleSummaries(now);
  const facets = facetQuery(scope, page.filters);
  const result = await getDb().execute(sql`with ${facets.groups} select ${facets.columns}, ${pageItems(scope, page)} as "items" from facet_groups as base`);
  const r = (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
  return {
    total: Number(r.total),
    price: [r.priceMin === null ? null : Number(r.priceMin), r.priceMax === null ? null : Number(r.priceMax)],
    brands: sortedPairs(r.brandCounts as [number, number][]),
    colours: sortedPairs(r.colourCounts as [number, number][]),
    items: cardRowsSchema.parse(r.items),
  };
}

const sortedPairs = (pairs: [number, number][]) => [...pairs].sort((a, b) => a[0] - b[0]);

async function oldAnswer(scope: CardScope, page: { filters: CardFilters; order: CardOrder; limit: number; offset: number }, now: Date): Promise<Answer> {
  const r = await oracleListing(scope, page, now);
  const items = r.items.map((x) => ({
    ...x,
    picture: (x.variant_images as unknown[])[0] ?? (x.product_images as unknown[])[0] ?? null,
  }));
  return {
    total: r.total,
    price: [r.priceMin, r.priceMax],
    brands: sortedPairs(r.brandCounts),
    colours: sortedPairs(r.colourCounts),
    items: cardRowsSchema.parse(items),
  };
}

const SORTS: CardOrder[] = ['newest', 'bestselling', 'cheapest', 'expensive', 'discount', 'promotionEnd'];

async function idsOf(slugs: string[], table: typeof categories | typeof brands) {
  const rows = await getDb().select({ id: table.id, slug: table.slug }).from(table).where(inArray(table.slug, slugs));
  return rows.map((r) => r.id);
}

describe('listing over product_summaries: the same answers as before', () => {
  const now = new Date();
  let scopes: [string, CardScope][] = [];
  let filterSets: [string, CardFilters][] = [];

  beforeAll(async () => {
    const db = getDb();
    // Edge cases on the demo catalog, each written as any writer would (plain SQL, no service).
    const phones = await db
      .select({ id: products.id })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(categories.slug, 'mobile-samsung'))
      .orderBy(products.id);
    const [a, b, c, d, e, f] = phones.map((p) => p.id);
    const variantsOf = (id: number) => db.select().from(productVariants).where(eq(productVariants.productId, id)).orderBy(productVariants.id);
    // a: its cheapest variant sold out, so the card moves to another one.
    const [a1] = await variantsOf(a!);
    await db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, a1!.id));
    // b: every variant sold out.
    await db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.productId, b!));
    // c: a promotion that has ended, d: one that runs.
    for (const [id, to] of [[c!, new Date(now.getTime() - HOUR)], [d!, new Date(now.getTime() + 5 * HOUR)]] as const) {
      const [v] = await variantsOf(id);
      await db.update(productVariants).set({ promotionPrice: Math.floor(v!.discountPrice * 0.8), promotionTo: to }).where(eq(productVariants.id, v!.id));
    }
    // e: an upper discount (a higher reference price) that the card never shows.
    const [e1] = await variantsOf(e!);
    await db.update(productVariants).set({ upperDiscountAmount: e1!.price * 2 }).where(eq(productVariants.id, e1!.id));
    // f: no picture anywhere.
    await db.update(products).set({ images: [] }).where(eq(products.id, f!));
    await db.update(productVariants).set({ images: [] }).where(eq(productVariants.productId, f!));
    // An inactive product and an inactive variant stay out.
    await db.update(products).set({ active: false }).where(eq(products.id, phones.at(-1)!.id));
    const [g1] = await variantsOf(phones.at(-2)!.id);
    await db.update(productVariants).set({ active: false }).where(eq(productVariants.id, g1!.id));

    const mobile = await db.select().from(categories).where(eq(categories.slug, 'mobile'));
    const children = await db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, mobile[0]!.id));
    const [samsung] = await idsOf(['samsung'], brands);
    const [colour] = await db
      .select({ id: attributeValues.id })
      .from(attributeValues)
      .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
      .where(eq(attributes.type, 1))
      .limit(1);
    scopes = [
      ['everything', {}],
      ['mobile and its children', { categoryIds: [mobile[0]!.id, ...children.map((x) => x.id)] }],
      ['mobile-samsung', { categoryIds: await idsOf(['mobile-samsung'], categories) }],
      ['brand samsung', { brandId: samsung! }],
      ['search', { search: searchCondition('گوشی سامسونگ') }],
    ];
    filterSets = [
      ['none', {}],
      ['in stock', { inStock: true }],
      ['discount', { discount: true }],
      ['promoted', { promoted: true, inStock: true }],
      ['price range', { priceMin: 5_000_000, priceMax: 60_000_000 }],
      ['a brand', { brandIds: [samsung!] }],
      ['no brand matches', { brandIds: [] }],
      ['a colour', { colorIds: [colour!.id] }],
      ['everything at once', { brandIds: [samsung!], colorIds: [colour!.id], priceMin: 1_000_000, inStock: true, discount: true }],
    ];
  });

  it('items, order, total and facet counts match the old query for every scope, sort, filter and page', async () => {
    let compared = 0;
    let withCards = 0;
    for (const [scopeName, scope] of scopes) {
      const sorts: CardOrder[] = scope.search ? ['relevance', ...SORTS] : SORTS;
      for (const [filterName, filters] of filterSets) {
        for (const order of sorts) {
          for (const offset of [0, 12]) {
            const page = { filters, order, limit: 12, offset };
            const label = `${scopeName} / ${filterName} / ${order} / offset ${offset}`;
            const answer = await newAnswer(scope, page, now);
            expect(answer, label).toEqual(await oldAnswer(scope, page, now));
            compared++;
            if (answer.items.length > 0) withCards++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
    expect(withCards).toBeGreaterThan(compared / 2);
  });

  it('the edge cases are really in the catalog the comparison ran on', async () => {
    const rows = await getDb().select().from(productSummaries);
    expect(rows.some((r) => !r.inStock)).toBe(true);
    expect(rows.some((r) => r.picture === null)).toBe(true);
    expect(rows.some((r) => r.runningPromotionTo !== null)).toBe(true);
    const [{ n } = { n: 0 }] = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.active, true), sql`exists (select 1 from ${productVariants} v where v.product_id = ${products.id} and v.active)`));
    expect(rows.length).toBe(n);
  });
});

describe('a write shows in the listing at once', () => {
  let word = '';
  const listingOf = (more: Partial<ListingQuery> = {}) => {
    // Plain SQL writes bypass the services' cache purge; the summaries themselves are what is under test.
    clearCache();
    return getListing({ search: word, brands: [], colors: [], sort: 'cheapest', page: 1, pageSize: 24, inStock: false, discount: false, ...more });
  };

  async function twoProducts() {
    word = `summarycheck${Date.now()}`;
    const cheap = await makeProduct([{ price: 1_000_000 }, { price: 3_000_000 }], 'ارزان');
    const dear = await makeProduct([{ price: 2_000_000 }], 'گران');
    await getDb().update(products).set({ searchText: word, searchTitle: word }).where(inArray(products.id, [cheap.product.id, dear.product.id]));
    return { cheap, dear };
  }

  it('a price change through the service moves the card, the order and the price facet', async () => {
    const { cheap, dear } = await twoProducts();
    let listing = await listingOf();
    expect(listing.items.map((c) => c.id)).toEqual([cheap.product.id, dear.product.id]);
    expect(listing.facets.price).toEqual({ min: 1_000_000, max: 2_000_000 });

    await updateVariantPrices(SYSTEM_ACTOR, cheap.variants[0]!.id, { price: 5_000_000 });
    listing = await listingOf();
    // The card now offers the other variant (3,000,000), dearer than the other product.
    expect(listing.items.map((c) => [c.id, c.discountPrice])).toEqual([[dear.product.id, 2_000_000], [cheap.product.id, 3_000_000]]);
    expect(listing.items[1]!.variantId).toBe(cheap.variants[1]!.id);
    expect(listing.facets.price).toEqual({ min: 2_000_000, max: 3_000_000 });
  });

  it('a sold-out variant and a promotion, written in plain SQL, show at once; an ended promotion goes', async () => {
    const { cheap, dear } = await twoProducts();
    await getDb().update(productVariants).set({ stock: 0 }).where(eq(productVariants.productId, cheap.product.id));
    let listing = await listingOf({ inStock: true });
    expect(listing.items.map((c) => c.id)).toEqual([dear.product.id]);
    expect(listing.total).toBe(1);

    const ends = new Date(Date.now() + 1_500);
    await getDb().update(productVariants).set({ promotionPrice: 1_500_000, promotionTo: ends }).where(eq(productVariants.id, dear.variants[0]!.id));
    clearCache();
    const home = await listBestsellingProducts(1000);
    expect(home.find((c) => c.id === dear.product.id)?.promotionPrice).toBe(1_500_000);
    listing = await listingOf({ discount: true });
    expect(listing.items.map((c) => [c.id, c.promotionPrice])).toEqual([[dear.product.id, 1_500_000]]);
    expect(listing.facets.price).toEqual({ min: 1_500_000, max: 1_500_000 });

    // Once it has ended, the next read recomputes the card.
    await new Promise((resolve) => setTimeout(resolve, ends.getTime() - Date.now() + 50));
    listing = await listingOf({ discount: true });
    expect(listing.total).toBe(0);
    const [summary] = await getDb().select().from(productSummaries).where(eq(productSummaries.productId, dear.product.id));
    expect(summary).toMatchObject({ payable: 2_000_000, runningPromotionTo: null, staleAt: null });
  });

  it('a deactivated product leaves the listing and its facets', async () => {
    const { cheap, dear } = await twoProducts();
    await getDb().update(products).set({ active: false }).where(eq(products.id, cheap.product.id));
    const listing = await listingOf({ sort: 'newest' });
    expect(listing.items.map((c) => c.id)).toEqual([dear.product.id]);
    expect(listing.facets.price).toEqual({ min: 2_000_000, max: 2_000_000 });
  });
});
