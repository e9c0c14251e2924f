import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductDetail, ProductVariant } from '@/lib/contracts/product';
import { breadcrumbJsonLd, productCrumbs, productJsonLd } from '../product-seo';
import { JsonLd } from './json-ld';

const base: Omit<ProductVariant, 'id' | 'sku'> = {
  arrtib1: null, arrtib2: null, price: 10_000_000, discountPrice: 9_500_000, promotionPrice: null, promotionTo: null,
  hasUpperDiscount: false, upperDiscountAmount: null, stock: 3, maxBuy: 1, images: [],
};

const product: ProductDetail = {
  id: 5,
  slug: 'sample-phone',
  title: 'گوشی </script><script>alert(1)</script>',
  titleEn: null,
  brand: { id: 1, slug: 'samsung', title: 'سامسونگ', titleEn: 'Samsung' },
  categoryPath: [{ id: 1, slug: 'mobile', title: 'گوشی موبایل' }],
  images: [{ original: { src: '/media/ph/product/0/a.svg' } }],
  summary: 'خلاصه',
  description: '',
  specs: [],
  variants: [
    { ...base, id: 1, sku: 'SKU-1', promotionPrice: 9_000_000, promotionTo: '2026-01-02T00:00:00Z' },
    { ...base, id: 2, sku: 'SKU-2', stock: 0 },
  ],
  defaultVariantId: 1,
  insurances: [],
  bundles: [],
  related: [],
  canonicalPath: '/products/5/sample-phone',
  rating: null,
  seo: { title: 'گوشی نمونه', description: '' },
};

describe('product JSON-LD', () => {
  it('prices offers in rial with their availability', () => {
    const ld = productJsonLd(product, 'https://shop.example', new Date('2026-01-01T00:00:00Z'));
    expect(ld).toMatchObject({
      '@type': 'Product',
      sku: 'SKU-1',
      brand: { '@type': 'Brand', name: 'سامسونگ' },
      image: ['https://shop.example/media/ph/product/0/a.svg'],
      url: 'https://shop.example/products/5/sample-phone',
    });
    expect(ld.offers).toEqual([
      expect.objectContaining({ sku: 'SKU-1', price: 90_000_000, priceCurrency: 'IRR', availability: 'https://schema.org/InStock', priceValidUntil: '2026-01-02' }),
      expect.objectContaining({ sku: 'SKU-2', price: 95_000_000, priceCurrency: 'IRR', availability: 'https://schema.org/OutOfStock' }),
    ]);
    expect(ld.offers[1]).not.toHaveProperty('priceValidUntil');
    expect(ld).not.toHaveProperty('aggregateRating');
  });

  it('claims an AggregateRating only from approved reviews', () => {
    const ld = productJsonLd({ ...product, rating: { average: 4.5, count: 2 } }, 'https://shop.example');
    expect(ld).toMatchObject({ aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5 } });
  });

  it('lists home, the category path and the product as breadcrumbs', () => {
    const ld = breadcrumbJsonLd(productCrumbs(product), 'https://shop.example');
    expect(ld.itemListElement.map((i) => [i.position, i.item])).toEqual([
      [1, 'https://shop.example/'],
      [2, 'https://shop.example/shop/category-mobile'],
      [3, 'https://shop.example/products/5/sample-phone'],
    ]);
  });

  it('escapes "<" so a title cannot close the script element', () => {
    const { container } = render(<JsonLd data={productJsonLd(product, 'https://shop.example')} />);
    const scripts = container.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.type).toBe('application/ld+json');
    expect(scripts[0]!.innerHTML).not.toContain('<');
    expect(JSON.parse(scripts[0]!.innerHTML).name).toBe(product.title);
  });
});
