import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HydrateApart } from '@/components/hydrate-apart';
import { NavLink } from '@/components/nav-link';
import { RichText } from '@/components/rich-text';
import { PostEngagement } from '@/features/blog/components/post-engagement';
import { categoryHref, PostList, tagHref } from '@/features/blog/components/post-list';
import { JsonLd } from '@/features/product/components/json-ld';
import type { BlogPost } from '@/lib/contracts/blog';
import { env } from '@/lib/server/env';
import { getBlogPost } from '@/lib/server/services/blog/blog';
import { listProductCardsByIds } from '@/lib/server/services/catalog/product-related';
import { getCompany } from '@/lib/server/services/content/company';
import { productCardFor } from '@/app/_compose/card-actions-slot';

export const revalidate = 30;
export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Props = { params: Promise<{ slug: string }> };
const fa = new Intl.NumberFormat('fa-IR');

const read = async (params: Props['params']): Promise<BlogPost | null> => getBlogPost((await params).slug);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await read(params);
  if (!post) return {};
  const canonical = new URL(`/blog/${post.slug}`, env().SITE_URL).toString();
  return {
    title: post.title,
    description: post.summary,
    alternates: { canonical },
    openGraph: { type: 'article', title: post.title, description: post.summary, url: canonical, locale: 'fa_IR', images: post.cover ? [{ url: post.cover }] : [] },
  };
}

export default async function BlogPostPage({ params }: Props) {
  const post = await read(params);
  if (!post) notFound();
  const [company, products] = await Promise.all([getCompany(), listProductCardsByIds(post.productIds, new Date())]);
  const card = productCardFor(company.companyLogoImages, company.catalogMode);
  const origin = env().SITE_URL;
  const article = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.summary,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Person', name: post.authorName },
    mainEntityOfPage: new URL(`/blog/${post.slug}`, origin).toString(),
    ...(post.cover ? { image: [new URL(post.cover, origin).toString()] } : {}),
  };
  return (
    <article className="mx-auto max-w-3xl space-y-6">
      <JsonLd data={article} />
      <header className="space-y-2">
        <NavLink href={categoryHref(post.category)} className="text-sm text-brand-dark hover:underline">{post.category}</NavLink>
        <h1 className="text-2xl leading-10 font-bold">{post.title}</h1>
        <p className="text-sm text-muted">
          {post.authorName} · <time dateTime={post.publishedAt}>{post.date}</time> · {`${fa.format(post.readingMinutes)} دقیقه مطالعه`}
        </p>
      </header>
      {post.cover ? (
        // eslint-disable-next-line @next/next/no-img-element -- operators' covers may live on any https host
        <img src={post.cover} alt="" width={800} height={450} fetchPriority="high" className="aspect-video w-full rounded-xl object-cover" />
      ) : null}
      <RichText html={post.body} className="text-base leading-8" />
      {post.tags.length ? (
        <ul aria-label="برچسب‌ها" className="flex flex-wrap gap-2">
          {post.tags.map((t) => (
            <li key={t}><NavLink href={tagHref(t)} className="rounded-full bg-gray-100 px-3 py-1 text-xs">#{t}</NavLink></li>
          ))}
        </ul>
      ) : null}
      {products.length ? (
        <section aria-labelledby="post-products" className="space-y-3">
          <h2 id="post-products" className="text-lg font-bold">کالاهای این نوشته</h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {products.map((p) => (
              <li key={p.id}>{card(p)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {/* Hydrated when it nears the viewport, off the first screen's script budget (components/hydrate-apart.tsx). */}
      <HydrateApart reserve="min-h-40">
        <PostEngagement postId={post.id} likeCount={post.likeCount} />
      </HydrateApart>
      {post.related.length ? (
        <section aria-labelledby="related-posts" className="space-y-3">
          <h2 id="related-posts" className="text-lg font-bold">نوشته‌های مرتبط</h2>
          <PostList posts={post.related} />
        </section>
      ) : null}
    </article>
  );
}
