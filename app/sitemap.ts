import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { env } from '@/lib/server/env';
import { listSitemapEntries } from '@/lib/server/services/catalog/listing-sitemap';

/** Categories, brands and products, read at request time (no database at build). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const site = env().SITE_URL;
  const url = (path: string) => new URL(path, site).toString();
  const { categories, brands, products } = await listSitemapEntries();
  return [
    { url: url('/'), changeFrequency: 'daily', priority: 1 },
    { url: url('/shop'), changeFrequency: 'daily', priority: 0.6 },
    ...categories.map((slug) => ({ url: url(`/shop/category-${slug}`), changeFrequency: 'daily' as const, priority: 0.8 })),
    ...brands.map((slug) => ({ url: url(`/shop/brand-${slug}`), changeFrequency: 'weekly' as const, priority: 0.6 })),
    ...products.map((p) => ({
      url: url(`/products/${p.id}/${encodeURIComponent(p.slug)}`),
      lastModified: p.createdAt,
      changeFrequency: 'weekly' as const,
      priority: 0.7,
    })),
  ];
}
