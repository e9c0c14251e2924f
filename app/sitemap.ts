import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { env } from '@/lib/server/env';
import { listSitemapEntries } from '@/lib/server/services/catalog/listing-sitemap';
import { listPublishedPages } from '@/lib/server/services/content/pages';
import { listBlogPosts } from '@/lib/server/services/blog/blog';

/** Categories, brands, products, the shop's own pages and the blog's posts, read at request time (no database at build). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const site = env().SITE_URL;
  const url = (path: string) => new URL(path, site).toString();
  const [{ categories, brands, products }, pages, posts] = await Promise.all([listSitemapEntries(), listPublishedPages(), listBlogPosts({}, { limit: 10_000 })]);
  return [
    { url: url('/'), changeFrequency: 'daily', priority: 1 },
    { url: url('/shop'), changeFrequency: 'daily', priority: 0.6 },
    { url: url('/faq'), changeFrequency: 'monthly', priority: 0.3 },
    { url: url('/agency'), changeFrequency: 'monthly', priority: 0.3 },
    { url: url('/blog'), changeFrequency: 'daily', priority: 0.5 },
    ...posts.map((p) => ({ url: url(`/blog/${p.slug}`), lastModified: p.publishedAt, changeFrequency: 'monthly' as const, priority: 0.5 })),
    ...pages.map((p) => ({ url: url(`/pages/${p.slug}`), lastModified: p.updatedAt, changeFrequency: 'monthly' as const, priority: 0.3 })),
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
