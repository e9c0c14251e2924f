import { env } from '@/lib/server/env';
import { blogRss } from '@/lib/server/services/blog/blog-rss';

export async function GET(): Promise<Response> {
  return new Response(await blogRss(env().SITE_URL), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' } });
}
