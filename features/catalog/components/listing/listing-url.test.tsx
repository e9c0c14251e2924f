import { describe, expect, it } from 'vitest';
import { LISTING_QUERY_KEYS } from '@/lib/contracts/listing-keys';
import { filtersUrl } from './filters-form';
import { canonicalHref, clearedHref, listingHref, listingParams, pageQuery, parseSegment } from './listing-url';
import type { ListingState } from './listing-url';
import { pageWindow } from './pagination';

const state: ListingState = {
  search: 'گلکسی',
  brands: ['samsung', 'apple'],
  colors: [3],
  priceMin: 1000,
  priceMax: undefined,
  inStock: true,
  discount: false,
  sort: 'cheapest',
  page: 3,
};

describe('listing URLs', () => {
  it('keep every filter in the URL and go back to page 1 when one changes', () => {
    // With a search term relevance is the default order, so it is the one left out of the URL.
    const href = listingHref('/shop', state, { sort: 'relevance' });
    const params = new URL(href, 'http://x').searchParams;
    expect(params.get('search')).toBe('گلکسی');
    expect(params.getAll('brands')).toEqual(['samsung', 'apple']);
    expect(params.getAll('colors')).toEqual(['3']);
    expect(params.get('priceMin')).toBe('1000');
    expect(params.get('inStock')).toBe('1');
    expect(params.has('sort')).toBe(false);
    expect(params.has('page')).toBe(false);
    expect(new URL(listingHref('/shop', state, { page: 4 }), 'http://x').searchParams.get('page')).toBe('4');
    expect(new URL(listingHref('/shop', state, { sort: 'newest' }), 'http://x').searchParams.get('sort')).toBe('newest');
    expect(listingHref('/shop', { ...state, search: undefined, brands: [], colors: [], priceMin: undefined, inStock: false, sort: 'newest' })).toBe('/shop');
  });

  it('clear filters but keep the search and the order', () => {
    expect(clearedHref('/shop/brand-samsung', state)).toBe('/shop/brand-samsung?search=%DA%AF%D9%84%DA%A9%D8%B3%DB%8C&sort=cheapest');
  });

  it('make canonical addresses from the path, the search term and the page only', () => {
    expect(canonicalHref('/shop/category-mobile', { search: undefined, page: 1 })).toBe('/shop/category-mobile');
    expect(canonicalHref('/shop', { search: 'a', page: 2 })).toBe('/shop?search=a&page=2');
  });

  it('read page state from the query, ignoring the scope, the page size and invalid values', () => {
    const q = pageQuery({ category: 'x', pageSize: '60', page: 'abc', sort: 'expensive', brands: ['a', 'b'] });
    expect(q).toMatchObject({ pageSize: 24, page: 1, sort: 'expensive', brands: ['a', 'b'] });
    expect(q.category).toBeUndefined();
  });

  it('accept category- and brand- segments only', () => {
    expect(parseSegment('category-mobile-samsung')).toEqual({ category: 'mobile-samsung' });
    expect(parseSegment('brand-apple')).toEqual({ brand: 'apple' });
    for (const bad of ['mobile', 'category-', 'brand-Apple', 'category-a_b', 'tag-x']) expect(parseSegment(bad)).toBeNull();
  });

  it('drop blank fields and reduce typed prices to digits on submit', () => {
    const data = new FormData();
    data.append('search', 'گلکسی');
    data.append('brands', 'samsung');
    data.append('priceMin', '۱٬۰۰۰٬۰۰۰');
    data.append('priceMax', '');
    expect(filtersUrl('/shop', data)).toBe('/shop?search=%DA%AF%D9%84%DA%A9%D8%B3%DB%8C&brands=samsung&priceMin=1000000');
  });
});

describe('LISTING_QUERY_KEYS', () => {
  it('names every key a listing URL can carry, so next.config.ts sends each such URL to the per-request page', () => {
    const everything: ListingState = { ...state, priceMax: 9_000_000, discount: true };
    expect([...new Set(listingParams(everything).keys())].sort()).toEqual([...LISTING_QUERY_KEYS].sort());
  });
});

describe('pageWindow', () => {
  it('keeps the first, the last and the neighbours of the current page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
});
