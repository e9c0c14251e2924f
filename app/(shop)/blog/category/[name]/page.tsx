import type { Metadata } from 'next';
import { PostList } from '@/features/blog/components/post-list';
import { listBlogPosts } from '@/lib/server/services/blog/blog';

export const revalidate = 30;
export function generateStaticParams(): { name: string }[] {
  return [];
}

type Props = { params: Promise<{ name: string }> };
/** Params may arrive still percent-encoded; a malformed one is taken as written rather than failing the page. */
async function nameOf(params: Props['params']): Promise<string> {
  const { name } = await params;
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const name = await nameOf(params);
  return { title: `بلاگ: ${name}`, alternates: { canonical: `/blog/category/${encodeURIComponent(name)}` } };
}

export default async function BlogCategoryPage({ params }: Props) {
  const name = await nameOf(params);
  const posts = await listBlogPosts({ category: name });
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold">{`دسته «${name}»`}</h1>
      <PostList posts={posts} />
    </div>
  );
}
