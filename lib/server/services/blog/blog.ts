import 'server-only';
import { and, desc, eq, isNotNull, lte, ne, sql } from 'drizzle-orm';
import { readingMinutes, type BlogComment, type BlogPost, type BlogPostSummary } from '@/lib/contracts/blog';
import { formatJalaliDate } from '@/lib/format/jalali';
import { richTextToPlain, sanitizeRichText } from '@/lib/sanitize-html';
import { now } from '../../clock';
import { getDb } from '../../db/client';
import { blogComments, blogDeviceLikes, blogLikes, blogPosts, users } from '../../db/schema';
import { NotFoundError, RateLimitError } from '../../errors';
import { SharedLimit } from '../../rate-limit';
import { authorName } from '../reviews/eligibility';

type Row = typeof blogPosts.$inferSelect;

export const BLOG_MISSING = 'این نوشته یافت نشد';
const LIST_LIMIT = 50;

const published = (at: Date) => and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, at));

function summaryOf(r: Row): BlogPostSummary {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    summary: r.summary,
    cover: r.cover,
    category: r.category,
    tags: r.tags,
    authorName: r.authorName,
    publishedAt: r.publishedAt!.toISOString(),
    date: formatJalaliDate(r.publishedAt!),
    readingMinutes: readingMinutes(richTextToPlain(r.body)),
    likeCount: r.likeCount,
  };
}

/** Published posts (a scheduled one from its time on), newest first, by category or tag. */
export async function listBlogPosts(filter: { category?: string; tag?: string } = {}, { at = now(), limit = LIST_LIMIT } = {}): Promise<BlogPostSummary[]> {
  const rows = await getDb()
    .select()
    .from(blogPosts)
    .where(
      and(
        published(at),
        filter.category ? eq(blogPosts.category, filter.category) : undefined,
        filter.tag ? sql`${blogPosts.tags} @> ${JSON.stringify([filter.tag])}::jsonb` : undefined,
      ),
    )
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit);
  return rows.map(summaryOf);
}

export async function getBlogPost(slug: string, at = now()): Promise<BlogPost | null> {
  const [row] = await getDb().select().from(blogPosts).where(and(eq(blogPosts.slug, slug), published(at)));
  if (!row) return null;
  const related = await getDb()
    .select()
    .from(blogPosts)
    .where(and(published(at), eq(blogPosts.category, row.category), ne(blogPosts.id, row.id)))
    .orderBy(desc(blogPosts.publishedAt))
    .limit(3);
  return { ...summaryOf(row), body: sanitizeRichText(row.body), productIds: row.productIds, related: related.map(summaryOf), updatedAt: row.updatedAt.toISOString() };
}

async function requirePublished(postId: number, at: Date): Promise<void> {
  const [row] = await getDb().select({ id: blogPosts.id }).from(blogPosts).where(and(eq(blogPosts.id, postId), published(at)));
  if (!row) throw new NotFoundError(BLOG_MISSING);
}

/** One visitor's like limit per address a minute: a cleared cookie is a new device, so this caps what that buys. */
export const DEVICE_LIKE_LIMIT = { points: 20, durationSeconds: 60 } as const;
const deviceLikeLimit = new SharedLimit({ name: 'blog-device-likes', ...DEVICE_LIKE_LIMIT });

/**
 * One like per user, or per device for a visitor: liking again changes nothing. Answers the post's likes after.
 * A signed-in user's like counts for the user whatever the device; the two kinds are not merged.
 */
export async function likeBlogPost(by: { userId: number } | { deviceId: string; ip: string }, postId: number, at = now()): Promise<{ likeCount: number }> {
  await requirePublished(postId, at);
  if ('ip' in by) {
    const taken = await deviceLikeLimit.consume(by.ip);
    if (!taken.allowed) throw new RateLimitError(undefined, Math.ceil(taken.msBeforeReset / 1000), 'blog-device-likes');
  }
  return getDb().transaction(async (tx) => {
    const [fresh] =
      'userId' in by
        ? await tx.insert(blogLikes).values({ postId, userId: by.userId }).onConflictDoNothing().returning({ postId: blogLikes.postId })
        : await tx.insert(blogDeviceLikes).values({ postId, deviceId: by.deviceId }).onConflictDoNothing().returning({ postId: blogDeviceLikes.postId });
    const [row] = fresh
      ? await tx.update(blogPosts).set({ likeCount: sql`${blogPosts.likeCount} + 1` }).where(eq(blogPosts.id, postId)).returning({ likeCount: blogPosts.likeCount })
      : await tx.select({ likeCount: blogPosts.likeCount }).from(blogPosts).where(eq(blogPosts.id, postId));
    return { likeCount: row!.likeCount };
  });
}

/** Approved comments only, oldest first. */
export async function listBlogComments(postId: number, at = now()): Promise<BlogComment[]> {
  await requirePublished(postId, at);
  const rows = await getDb()
    .select({ c: blogComments, fName: users.fName, lName: users.lName })
    .from(blogComments)
    .innerJoin(users, eq(users.id, blogComments.userId))
    .where(and(eq(blogComments.postId, postId), eq(blogComments.status, 'approved')))
    .orderBy(blogComments.createdAt)
    .limit(200);
  return rows.map(({ c, fName, lName }) => ({ id: c.id, author: authorName(fName, lName), body: c.body, date: formatJalaliDate(c.createdAt) }));
}

export async function addBlogComment(userId: number, postId: number, body: string, at = now()): Promise<{ id: number; status: 'pending' }> {
  await requirePublished(postId, at);
  const [row] = await getDb().insert(blogComments).values({ postId, userId, body, createdAt: at }).returning({ id: blogComments.id });
  return { id: row!.id, status: 'pending' };
}
