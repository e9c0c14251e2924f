import 'server-only';
import { desc, eq, inArray } from 'drizzle-orm';
import type { AdminBlogPost } from '@/lib/contracts/blog';
import { now } from '../../clock';
import { getDb, type Db } from '../../db/client';
import { blogPosts, products } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import { purgeRenderedPages } from '../../rendered-pages';
import { audit, type AuditActor } from '../audit/audit-log';
import { BLOG_MISSING } from './blog';

type Input = {
  slug: string;
  title: string;
  summary: string;
  body: string;
  cover: string | null;
  category: string;
  tags: string[];
  authorName: string;
  productIds: number[];
  publishedAt: string | null;
};

type Titles = Map<number, string>;

const toAdmin = (r: typeof blogPosts.$inferSelect, titles: Titles): AdminBlogPost => ({
  id: r.id, slug: r.slug, title: r.title, summary: r.summary, body: r.body, cover: r.cover, category: r.category, tags: r.tags,
  authorName: r.authorName, productIds: r.productIds, publishedAt: r.publishedAt?.toISOString() ?? null, likeCount: r.likeCount,
  products: r.productIds.flatMap((id) => (titles.has(id) ? [{ id, title: titles.get(id)! }] : [])),
});

/** The audit keeps the post's own fields; the product names are the picker's, read at the time. */
const audited = ({ products: _names, ...post }: AdminBlogPost) => post;

async function productTitles(db: Pick<Db, 'select'>, ids: number[]): Promise<Titles> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: products.id, title: products.title }).from(products).where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.title]));
}

const fields = (input: Input) => ({ ...input, publishedAt: input.publishedAt ? new Date(input.publishedAt) : null });

export async function listAdminBlogPosts(): Promise<AdminBlogPost[]> {
  const rows = await getDb().select().from(blogPosts).orderBy(desc(blogPosts.updatedAt)).limit(200);
  const titles = await productTitles(getDb(), rows.flatMap((r) => r.productIds));
  return rows.map((r) => toAdmin(r, titles));
}

const SLUG_TAKEN = 'این نامک برای نوشته دیگری است';

async function slugFree(tx: Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0], slug: string, id?: number) {
  const [other] = await tx.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug));
  if (other && other.id !== id) throw new ConflictError(SLUG_TAKEN);
}

/** Writes a post (create, or update by id) with its audit row; the kept blog pages are dropped after the commit. */
export async function saveBlogPost(actor: AuditActor, input: Input, id?: number): Promise<AdminBlogPost> {
  const saved = await getDb().transaction(async (tx) => {
    await slugFree(tx, input.slug, id);
    const at = now();
    if (id === undefined) {
      const [row] = await tx.insert(blogPosts).values({ ...fields(input), createdAt: at, updatedAt: at }).returning();
      const post = toAdmin(row!, await productTitles(tx, row!.productIds));
      await audit(tx, actor, { entityType: 'blog_post', entityId: row!.id, action: 'create', before: null, after: audited(post) });
      return post;
    }
    const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
    if (!before) throw new NotFoundError(BLOG_MISSING);
    const [row] = await tx.update(blogPosts).set({ ...fields(input), updatedAt: at }).where(eq(blogPosts.id, id)).returning();
    const post = toAdmin(row!, await productTitles(tx, row!.productIds));
    await audit(tx, actor, { entityType: 'blog_post', entityId: id, action: 'update', before: audited(toAdmin(before, new Map())), after: audited(post) });
    return post;
  });
  await purgeRenderedPages();
  return saved;
}
