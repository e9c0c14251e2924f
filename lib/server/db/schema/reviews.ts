import 'server-only';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { products } from './catalog';

/** Reviews, questions and answers wait for an operator (role `content`) before anyone else sees them. */
export const MODERATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

const statusCheck = (name: string, column: unknown) => check(name, sql`${column} in ('pending', 'approved', 'rejected')`);

/** A customer's review of a product they bought: one per customer and product. */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    pros: jsonb('pros').$type<string[]>().notNull().default([]),
    cons: jsonb('cons').$type<string[]>().notNull().default([]),
    /** Checked when written: the author had a paid order with this product (the "verified buyer" badge). */
    verifiedBuyer: boolean('verified_buyer').notNull(),
    status: text('status', { enum: MODERATION_STATUSES }).notNull().default('pending'),
    /** Kept with the votes in one transaction, so sorting by "most helpful" needs no count. */
    helpfulCount: integer('helpful_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('product_reviews_author_idx').on(t.productId, t.userId),
    index('product_reviews_product_idx').on(t.productId, t.status, t.createdAt),
    index('product_reviews_status_idx').on(t.status, t.createdAt),
    check('product_reviews_rating_check', sql`${t.rating} between 1 and 5`),
    statusCheck('product_reviews_status_check', t.status),
  ],
);

/** One "helpful" vote per user and review. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

/** A question about a product, asked by any signed-in user. */
export const productQuestions = pgTable(
  'product_questions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    status: text('status', { enum: MODERATION_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  },
  (t) => [
    index('product_questions_product_idx').on(t.productId, t.status, t.createdAt),
    index('product_questions_status_idx').on(t.status, t.createdAt),
    statusCheck('product_questions_status_check', t.status),
  ],
);

/** An answer by staff or by a customer who bought the product. */
export const questionAnswers = pgTable(
  'question_answers',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => productQuestions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** Which right let them answer, shown beside the answer ("the shop", "buyer"). */
    byStaff: boolean('by_staff').notNull(),
    status: text('status', { enum: MODERATION_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  },
  (t) => [
    index('question_answers_question_idx').on(t.questionId, t.status),
    index('question_answers_status_idx').on(t.status, t.createdAt),
    statusCheck('question_answers_status_check', t.status),
  ],
);
