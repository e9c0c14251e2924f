import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { blogPosts } from '@/lib/server/db/schema';
import { blogRss } from './blog-rss';

describe('blogRss', () => {
  it('lists published posts with escaped text, not drafts or scheduled ones', async () => {
    const at = new Date();
    const slug = `rss-${Date.now()}`;
    const base = { summary: 'گوشی & باتری <خوب>', body: '<p>متن</p>', category: 'راهنما', authorName: 'تحریریه', createdAt: at, updatedAt: at };
    await getDb().insert(blogPosts).values([
      { ...base, slug, title: 'منتشرشده', publishedAt: new Date(at.getTime() - 1000) },
      { ...base, slug: `${slug}-draft`, title: 'پیش‌نویس', publishedAt: null },
      { ...base, slug: `${slug}-later`, title: 'زمان‌بندی', publishedAt: new Date(at.getTime() + 3_600_000) },
    ]);
    const xml = await blogRss('https://shop.example/', at);
    expect(xml).toContain(`<link>https://shop.example/blog/${slug}</link>`);
    expect(xml).toContain('گوشی &amp; باتری &lt;خوب&gt;');
    expect(xml).not.toContain(`${slug}-draft`);
    expect(xml).not.toContain(`${slug}-later`);
  });
});
