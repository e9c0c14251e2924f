import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { env } from '@/lib/server/env';

/** Read at request time so the sitemap address follows the running SITE_URL, not the build's. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  const site = env().SITE_URL;
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/dashboard', '/cart', '/order', '/login'] },
    sitemap: new URL('/sitemap.xml', site).toString(),
  };
}
