import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { AdminBlogPost } from '@/lib/contracts/blog';
import { now } from '../../clock';
import { getDb } from '../../db/client';
import { blogPosts } from '../../db/schema';
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

const toAdmin = (r: typeof blogPosts.$inferSelect): AdminBlogPost => ({
  id: r.id, slug: r.slug, title: r.title, summary: r.summary, body: r.body, cover: r.cover, category: r.category, tags: r.tags,
  authorName: r.authorName, productIds: r.productIds, publishedAt: r.publishedAt?.toISOString() ?? null, likeCount: r.likeCount,
});

const fields = (input: Input) => ({ ...input, publishedAt: input.publishedAt ? new Date(input.publishedAt) : null });

export async function listAdminBlogPosts(): Promise<AdminBlogPost[]> {
  return (await getDb().select().from(blogPosts).orderBy(desc(blogPosts.updatedAt)).limit(200)).map(toAdmin);
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
      await audit(tx, actor, { entityType: 'blog_post', entityId: row!.id, action: 'create', before: null, after: toAdmin(row!) });
      return toAdmin(row!);
    }
    const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
    if (!before) throw new NotFoundError(BLOG_MISSING);
    const [row] = await tx.update(blogPosts).set({ ...fields(input), updatedAt: at }).where(eq(blogPosts.id, id)).returning();
    await audit(tx, actor, { entityType: 'blog_post', entityId: id, action: 'update', before: toAdmin(before), after: toAdmin(row!) });
    return toAdmin(row!);
  });
  await purgeRenderedPages();
  return saved;
}
