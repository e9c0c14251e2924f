import 'server-only';
import { listBlogPosts } from './blog';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** RSS 2.0 of the latest published posts (a scheduled post joins at its time). */
export async function blogRss(siteUrl: string, at?: Date): Promise<string> {
  const site = siteUrl.replace(/\/+$/, '');
  const posts = await listBlogPosts({}, at ? { at } : {});
  const items = posts
    .map((p) => {
      const link = `${site}/blog/${p.slug}`;
      return `<item><title>${escape(p.title)}</title><link>${link}</link><guid>${link}</guid><pubDate>${new Date(p.publishedAt).toUTCString()}</pubDate><category>${escape(p.category)}</category><description>${escape(p.summary)}</description></item>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>بلاگ</title><link>${site}/blog</link><description>بلاگ فروشگاه</description><language>fa-IR</language>${items}</channel></rss>`;
}
