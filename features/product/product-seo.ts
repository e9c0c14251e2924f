import type { ProductDetail } from '@/lib/contracts/product';
import { pickImage } from '@/lib/images';
import { payablePrice, promotionRunning } from '@/lib/pricing';
import type { Crumb } from './components/product-breadcrumbs';

/** Home, the category path, then the product itself. */
export function productCrumbs(product: Pick<ProductDetail, 'title' | 'categoryPath' | 'canonicalPath'>): Crumb[] {
  return [
    { title: 'خانه', href: '/' },
    ...product.categoryPath.map((c) => ({ title: c.title, href: `/shop/category-${c.slug}` })),
    { title: product.title, href: product.canonicalPath },
  ];
}

const absolute = (origin: string, path: string) => new URL(path, origin).toString();

export function productImageUrls(product: Pick<ProductDetail, 'images' | 'variants'>, origin: string): string[] {
  const images = [...product.images, ...product.variants.flatMap((v) => v.images)];
  const urls = images.map((i) => pickImage(i)?.src).filter((src): src is string => Boolean(src));
  return [...new Set(urls)].map((src) => absolute(origin, src));
}

/** schema.org Product with one Offer per variant; prices in rial (toman × 10), the ISO currency. */
export function productJsonLd(product: ProductDetail, origin: string, now = new Date()) {
  const url = absolute(origin, product.canonicalPath);
  const first = product.variants.find((v) => v.id === product.defaultVariantId) ?? product.variants[0];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.summary,
    image: productImageUrls(product, origin),
    url,
    ...(first ? { sku: first.sku } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.title } } : {}),
    // Only approved reviews count; without any, no rating is claimed.
    ...(product.rating
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.average, reviewCount: product.rating.count, bestRating: 5, worstRating: 1 } }
      : {}),
    offers: product.variants.map((v) => ({
      '@type': 'Offer',
      sku: v.sku,
      url,
      price: payablePrice(v, now) * 10,
      priceCurrency: 'IRR',
      availability: v.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      // A promotion price is only valid until the promotion ends.
      ...(promotionRunning(v, now) ? { priceValidUntil: v.promotionTo!.slice(0, 10) } : {}),
    })),
  };
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.title, item: absolute(origin, c.href) })),
  };
}

/** JSON for a <script> element: '<' escaped so no value can close the element early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
