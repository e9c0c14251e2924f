import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProductCard } from '@/lib/contracts/catalog';
import { getDb } from '../../db/client';
import { categories, products } from '../../db/schema';
import { listSitemapEntries } from './listing-sitemap';
import {
  listBestsellingProducts,
  listCategoryProducts,
  listDiscountedProducts,
  listNewestProducts,
  listPromotedProducts,
} from './product-cards';

const payable = (c: ProductCard) => c.promotionPrice ?? c.discountPrice;

describe('home carousels', () => {
  it('lists running promotions, soonest-ending first', async () => {
    const cards = await listPromotedProducts(20);
    expect(cards.length).toBeGreaterThan(3);
    const ends = cards.map((c) => new Date(c.promotionTo!).getTime());
    expect(ends.every((t) => t > Date.now())).toBe(true);
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    expect(cards.every((c) => c.inStock && c.promotionPrice! < c.price)).toBe(true);
  });

  it('lists discounted products in stock, biggest discount first', async () => {
    const cards = await listDiscountedProducts(10);
    expect(cards).toHaveLength(10);
    const ratios = cards.map((c) => (c.price - payable(c)) / c.price);
    expect(ratios.every((r) => r > 0)).toBe(true);
    expect(ratios).toEqual([...ratios].sort((a, b) => b - a));
  });

  it('lists the best sellers of a category and its sub-categories', async () => {
    const [mobile] = await getDb().select({ id: categories.id }).from(categories).where(eq(categories.slug, 'mobile'));
    const cards = await listCategoryProducts(mobile!.id, 12);
    expect(cards).toHaveLength(12);
    const rows = await getDb()
      .select({ id: products.id, soldCount: products.soldCount, parentId: categories.parentId })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(inArray(products.id, cards.map((c) => c.id)));
    // Phones sit in the brand sub-categories of 'mobile', never in 'mobile' itself.
    expect(rows.every((r) => r.parentId === mobile!.id)).toBe(true);
    const sold = cards.filter((c) => c.inStock).map((c) => rows.find((r) => r.id === c.id)!.soldCount);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    expect(await listCategoryProducts(999_999, 5)).toEqual([]);
  });

  it('lists the newest and the best-selling products', async () => {
    expect(await listNewestProducts(6)).toHaveLength(6);
    expect(await listBestsellingProducts(6)).toHaveLength(6);
  });
});

describe('sitemap entries', () => {
  it('holds every active category, brand and product', async () => {
    const entries = await listSitemapEntries();
    expect(entries.categories).toContain('mobile-samsung');
    expect(entries.brands).toContain('samsung');
    expect(entries.products).toHaveLength(await getDb().$count(products, eq(products.active, true)));
  });
});
