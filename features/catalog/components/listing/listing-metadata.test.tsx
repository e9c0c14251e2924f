import { describe, expect, it } from 'vitest';
import type { Listing } from '@/lib/contracts/listing';
import { listingMetadata } from './listing-metadata';
import { pageQuery } from './listing-url';

const listing = {
  title: 'گوشی موبایل',
  category: { id: 1, slug: 'mobile', title: 'گوشی موبایل' },
  brand: null,
  subcategories: [],
  items: [],
  total: 12,
  page: 1,
  pageSize: 24,
  pageCount: 1,
  facets: { brands: [], colours: [], price: null },
  breadcrumbs: [],
} as unknown as Listing;

const input = (raw: Record<string, string>, seo?: { title: string; description: string }) => ({ listing, state: pageQuery(raw), path: '/shop/category-mobile', siteName: 'ویترین', siteUrl: 'https://example.com', seo });

describe('listingMetadata', () => {
  it("uses the category's SEO title and description, with the page number after the title", () => {
    const seo = { title: 'خرید گوشی موبایل اقساطی', description: 'گوشی اصل با گارانتی' };
    expect(listingMetadata(input({}, seo))).toMatchObject({ title: seo.title, description: seo.description, openGraph: { title: seo.title, description: seo.description } });
    expect(listingMetadata(input({ page: '2' }, seo)).title).toBe('خرید گوشی موبایل اقساطی - صفحه ۲');
  });

  it('falls back to the title and the made description when the SEO fields are empty', () => {
    const made = listingMetadata(input({}, { title: ' ', description: '' }));
    expect(made.title).toBe('گوشی موبایل');
    expect(made.description).toContain('خرید گوشی موبایل با بهترین قیمت');
  });
});
