import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { reviewMessages as msg, ratingSummary, type Review, type ReviewsPage } from '@/lib/contracts/reviews';
import { formatJalaliDate } from '@/lib/format/jalali';
import { now } from '../../clock';
import { getDb } from '../../db/client';
import { productReviews, products, reviewVotes, users } from '../../db/schema';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { authorName, hasBought, requireActiveProduct } from './eligibility';

type ReviewInput = { rating: number; body: string; pros: string[]; cons: string[] };

/** Approved reviews only: nobody sees a review, not even its author, before an operator approves it. */
export async function listReviews(productId: number, sort: 'newest' | 'helpful'): Promise<ReviewsPage> {
  const db = getDb();
  await requireActiveProduct(db, productId);
  const order = sort === 'helpful' ? [desc(productReviews.helpfulCount), desc(productReviews.createdAt)] : [desc(productReviews.createdAt)];
  const [rows, [product]] = await Promise.all([
    db
      .select({ review: productReviews, fName: users.fName, lName: users.lName })
      .from(productReviews)
      .innerJoin(users, eq(users.id, productReviews.userId))
      .where(and(eq(productReviews.productId, productId), eq(productReviews.status, 'approved')))
      .orderBy(...order, desc(productReviews.id))
      .limit(50),
    db.select({ count: products.ratingCount, sum: products.ratingSum }).from(products).where(eq(products.id, productId)),
  ]);
  return {
    summary: product ? ratingSummary(product.count, product.sum) : null,
    items: rows.map(({ review: r, fName, lName }): Review => ({
      id: r.id,
      author: authorName(fName, lName),
      rating: r.rating,
      body: r.body,
      pros: r.pros,
      cons: r.cons,
      verifiedBuyer: r.verifiedBuyer,
      helpfulCount: r.helpfulCount,
      date: formatJalaliDate(r.createdAt),
    })),
  };
}

/** Only a customer with a paid order of the product may review it, once; the review waits for moderation. */
export async function submitReview(userId: number, productId: number, input: ReviewInput): Promise<{ id: number; status: 'pending' }> {
  return getDb().transaction(async (tx) => {
    await requireActiveProduct(tx, productId);
    if (!(await hasBought(tx, userId, productId))) throw new ForbiddenError(msg.notBuyer);
    const [row] = await tx
      .insert(productReviews)
      .values({ productId, userId, ...input, verifiedBuyer: true, createdAt: now() })
      .onConflictDoNothing()
      .returning({ id: productReviews.id });
    if (!row) throw new ConflictError(msg.reviewedAlready);
    return { id: row.id, status: 'pending' as const };
  });
}

/** One vote per user and review: voting again changes nothing. Answers the review's count after the vote. */
export async function voteHelpful(userId: number, reviewId: number): Promise<{ helpfulCount: number }> {
  return getDb().transaction(async (tx) => {
    const [review] = await tx.select().from(productReviews).where(eq(productReviews.id, reviewId)).for('update');
    // Unapproved reviews are invisible, so they cannot be voted on either.
    if (!review || review.status !== 'approved') throw new NotFoundError(msg.reviewMissing);
    if (review.userId === userId) throw new ValidationError(msg.ownReview);
    const [vote] = await tx.insert(reviewVotes).values({ reviewId, userId }).onConflictDoNothing().returning({ reviewId: reviewVotes.reviewId });
    if (!vote) return { helpfulCount: review.helpfulCount };
    const [after] = await tx
      .update(productReviews)
      .set({ helpfulCount: sql`${productReviews.helpfulCount} + 1` })
      .where(eq(productReviews.id, reviewId))
      .returning({ helpfulCount: productReviews.helpfulCount });
    return { helpfulCount: after!.helpfulCount };
  });
}
