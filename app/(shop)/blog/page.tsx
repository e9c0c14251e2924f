import type { Metadata } from 'next';
import { PostList } from '@/features/blog/components/post-list';
import { listBlogPosts } from '@/lib/server/services/blog/blog';

// Kept like the catalog's pages: rendered again in the background at most every 30 s, and at once after a post is saved.
export const revalidate = 30;

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
