import { describe, expect, it } from 'vitest';
import { listingParams, type ListingState } from '@/features/catalog/components/listing/listing-url';
import { LISTING_QUERY_KEYS } from './listing-keys';

describe('LISTING_QUERY_KEYS', () => {
  it('names every key a listing URL can carry, so next.config.ts sends each such URL to the per-request page', () => {
    const everything: ListingState = {
      search: 'سامسونگ',
      brands: ['samsung'],
      colors: [3],
      priceMin: 1_000_000,
      priceMax: 9_000_000,
      inStock: true,
      discount: true,
      sort: 'cheapest',
      page: 2,
    };
    expect([...new Set(listingParams(everything).keys())].sort()).toEqual([...LISTING_QUERY_KEYS].sort());
  });
});
