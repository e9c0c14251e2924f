import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import type { ModeratedKind, ModerationItem } from '@/lib/contracts/admin/moderation';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { invalidateTag } from '../../cache';
import { now } from '../../clock';
import { getDb, type Tx } from '../../db/client';
import { blogComments, blogPosts, productQuestions, productReviews, products, questionAnswers, users } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { purgeRenderedPages } from '../../rendered-pages';
import { audit, type AuditActor } from '../audit/audit-log';
import { CATALOG_TAG } from '../catalog/categories';

type Status = 'pending' | 'approved' | 'rejected';
const LIMIT = 100;

const base = (kind: ModeratedKind) => ({ kind, rating: null, pros: [], cons: [], question: null, byStaff: false });

/** The moderation queue of one kind (reviews, questions, answers, blog comments) and status, newest first. */
export async function listModeration(kind: ModeratedKind, status: Status): Promise<ModerationItem[]> {
  const db = getDb();
  if (kind === 'review') {
    const rows = await db
      .select({ r: productReviews, title: products.title, mobile: users.mobile })
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .innerJoin(users, eq(users.id, productReviews.userId))
      .where(eq(productReviews.status, status))
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(LIMIT);
    return rows.map(({ r, title, mobile }) => ({
      ...base(kind), id: r.id, productId: r.productId, productTitle: title, authorMobile: mobile, body: r.body,
      rating: r.rating, pros: r.pros, cons: r.cons, status: r.status, date: formatJalaliDateTime(r.createdAt),
    }));
  }
  if (kind === 'question') {
    const rows = await db
      .select({ q: productQuestions, title: products.title, mobile: users.mobile })
      .from(productQuestions)
      .innerJoin(products, eq(products.id, productQuestions.productId))
      .innerJoin(users, eq(users.id, productQuestions.userId))
      .where(eq(productQuestions.status, status))
      .orderBy(desc(productQuestions.createdAt), desc(productQuestions.id))
      .limit(LIMIT);
    return rows.map(({ q, title, mobile }) => ({
      ...base(kind), id: q.id, productId: q.productId, productTitle: title, authorMobile: mobile, body: q.body, status: q.status, date: formatJalaliDateTime(q.createdAt),
    }));
  }
  if (kind === 'comment') {
    const rows = await db
      .select({ c: blogComments, title: blogPosts.title, mobile: users.mobile })
      .from(blogComments)
      .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
      .innerJoin(users, eq(users.id, blogComments.userId))
      .where(eq(blogComments.status, status))
      .orderBy(desc(blogComments.createdAt), desc(blogComments.id))
      .limit(LIMIT);
    return rows.map(({ c, title, mobile }) => ({
      ...base(kind), id: c.id, productId: c.postId, productTitle: title, authorMobile: mobile, body: c.body, status: c.status, date: formatJalaliDateTime(c.createdAt),
    }));
  }
  const rows = await db
    .select({ a: questionAnswers, question: productQuestions.body, productId: productQuestions.productId, title: products.title, mobile: users.mobile })
    .from(questionAnswers)
    .innerJoin(productQuestions, eq(productQuestions.id, questionAnswers.questionId))
    .innerJoin(products, eq(products.id, productQuestions.productId))
    .innerJoin(users, eq(users.id, questionAnswers.userId))
    .where(eq(questionAnswers.status, status))
    .orderBy(desc(questionAnswers.createdAt), desc(questionAnswers.id))
    .limit(LIMIT);
  return rows.map(({ a, question, productId, title, mobile }) => ({
    ...base(kind), id: a.id, productId, productTitle: title, authorMobile: mobile, body: a.body, question, byStaff: a.byStaff, status: a.status, date: formatJalaliDateTime(a.createdAt),
  }));
}

const MISSING: Record<ModeratedKind, string> = { review: 'این نظر یافت نشد', question: 'این پرسش یافت نشد', answer: 'این پاسخ یافت نشد', comment: 'این دیدگاه یافت نشد' };
const ENTITY: Record<ModeratedKind, string> = { review: 'product_review', question: 'product_question', answer: 'question_answer', comment: 'blog_comment' };

/** Moves the product's approved-review count and star sum when a review enters or leaves "approved". */
async function moveRating(tx: Tx, productId: number, rating: number, from: Status, to: Status) {
  const step = (to === 'approved' ? 1 : 0) - (from === 'approved' ? 1 : 0);
  if (step === 0) return;
  await tx
    .update(products)
    .set({ ratingCount: sql`${products.ratingCount} + ${step}`, ratingSum: sql`${products.ratingSum} + ${step * rating}` })
    .where(eq(products.id, productId));
}

/**
 * An operator approves or rejects a review, question or answer; audited in the same transaction. A review's
 * decision changes the product's rating, which its page, its cards and its JSON-LD show: the catalog's cached reads
 * and the kept pages are dropped after the commit, as for prices.
 */
export async function decideModeration(actor: AuditActor, kind: ModeratedKind, id: number, status: 'approved' | 'rejected'): Promise<{ id: number; status: Status }> {
  const changed = await getDb().transaction(async (tx) => {
    const table = { review: productReviews, question: productQuestions, answer: questionAnswers, comment: blogComments }[kind];
    const [row] = await tx.select({ status: table.status }).from(table).where(eq(table.id, id)).for('update');
    if (!row) throw new NotFoundError(MISSING[kind]);
    if (row.status === status) return false;
    await tx.update(table).set({ status, moderatedAt: now() }).where(eq(table.id, id));
    if (kind === 'review') {
      const [review] = await tx.select({ productId: productReviews.productId, rating: productReviews.rating }).from(productReviews).where(eq(productReviews.id, id));
      await moveRating(tx, review!.productId, review!.rating, row.status, status);
    }
    await audit(tx, actor, { entityType: ENTITY[kind], entityId: id, action: 'moderate', before: { status: row.status }, after: { status } });
    return kind === 'review';
  });
  if (changed) {
    invalidateTag(CATALOG_TAG);
    await purgeRenderedPages();
  }
  return { id, status };
}
