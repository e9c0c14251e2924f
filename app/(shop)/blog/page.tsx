import type { Metadata } from 'next';
import { PostList } from '@/features/blog/components/post-list';
import { listBlogPosts } from '@/lib/server/services/blog/blog';

// Without params there is nothing to defer to the first request: the layout's build rule renders it per request
// (lib/server/rendered-pages.ts), which one indexed query per visit affords.

export const metadata: Metadata = {
  title: 'بلاگ',
  description: 'راهنمای خرید، معرفی و بررسی گوشی و لوازم جانبی',
  alternates: { canonical: '/blog', types: { 'application/rss+xml': '/blog/rss.xml' } },
};

export default async function BlogPage() {
  const posts = await listBlogPosts();
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold">بلاگ</h1>
      <PostList posts={posts} />
    </div>
  );
}
