import { NavLink } from '@/components/nav-link';
import type { BlogPostSummary } from '@/lib/contracts/blog';

const fa = new Intl.NumberFormat('fa-IR');

export const categoryHref = (category: string) => `/blog/category/${encodeURIComponent(category)}`;
export const tagHref = (tag: string) => `/blog/tag/${encodeURIComponent(tag)}`;

/** Post cards: cover, title, summary, category, date and reading time. */
export function PostList({ posts }: { posts: readonly BlogPostSummary[] }) {
  if (posts.length === 0) return <p className="rounded-xl border border-line bg-white p-6 text-center text-sm">هنوز نوشته‌ای منتشر نشده است.</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((p) => (
        <li key={p.id} className="relative flex flex-col gap-2 overflow-hidden rounded-xl border border-line bg-white">
          {p.cover ? (
            // eslint-disable-next-line @next/next/no-img-element -- operators' covers may live on any https host
            <img src={p.cover} alt="" width={400} height={225} loading="lazy" decoding="async" className="aspect-video w-full object-cover" />
          ) : null}
          <div className="flex flex-1 flex-col gap-2 p-4">
            <h2 className="font-bold leading-7">
              <NavLink href={`/blog/${p.slug}`} className="after:absolute after:inset-0">{p.title}</NavLink>
            </h2>
            {p.summary ? <p className="line-clamp-3 text-sm leading-6 text-muted">{p.summary}</p> : null}
            <p className="mt-auto text-xs text-muted">
              {p.category} · {p.date} · {`${fa.format(p.readingMinutes)} دقیقه`}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
