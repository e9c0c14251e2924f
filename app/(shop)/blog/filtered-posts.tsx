import type { Metadata } from 'next';
import { PostList } from '@/features/blog/components/post-list';
import { listBlogPosts } from '@/lib/server/services/blog/blog';

/** The blog's posts of one category or one tag: the two pages differ only in which. */
type Filter = 'category' | 'tag';
const HEADINGS: Record<Filter, string> = { category: 'دسته', tag: 'برچسب' };

export type FilterParams = Promise<{ name: string }>;

/** Params may arrive still percent-encoded; a malformed one is taken as written rather than failing the page. */
async function nameOf(params: FilterParams): Promise<string> {
  const { name } = await params;
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

export async function filteredPostsMetadata(filter: Filter, params: FilterParams): Promise<Metadata> {
  const name = await nameOf(params);
  return { title: `بلاگ: ${name}`, alternates: { canonical: `/blog/${filter}/${encodeURIComponent(name)}` } };
}

export async function FilteredPosts({ filter, params }: { filter: Filter; params: FilterParams }) {
  const name = await nameOf(params);
  const posts = await listBlogPosts({ [filter]: name });
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold">{`${HEADINGS[filter]} «${name}»`}</h1>
      <PostList posts={posts} />
    </div>
  );
}
