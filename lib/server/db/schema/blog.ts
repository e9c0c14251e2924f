import 'server-only';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { MODERATION_STATUSES } from './reviews';

/**
 * A blog post. publishedAt null is a draft; a time in the future schedules it (the post shows from then on).
 * The body is rich text, sanitised when it is read.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull(),
    /** An absolute or site path URL of the cover picture. */
    cover: text('cover'),
    category: text('category').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    authorName: text('author_name').notNull(),
    /** Product ids shown under the post. */
    productIds: jsonb('product_ids').$type<number[]>().notNull().default([]),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    likeCount: integer('like_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('blog_posts_published_idx').on(t.publishedAt), index('blog_posts_category_idx').on(t.category, t.publishedAt)],
);

/** One like per user and post. */
export const blogLikes = pgTable(
  'blog_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/**
 * A visitor's like, one per device and post. The device is the random id of the device cookie
 * (lib/server/api/device-id.ts); a signed-in user likes through blog_likes instead.
 */
export const blogDeviceLikes = pgTable(
  'blog_device_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.deviceId] })],
);

/** A comment by a signed-in user, shown once an operator approves it. */
export const blogComments = pgTable(
  'blog_comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    status: text('status', { enum: MODERATION_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  },
  (t) => [
    index('blog_comments_post_idx').on(t.postId, t.status),
    index('blog_comments_status_idx').on(t.status, t.createdAt),
    check('blog_comments_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);
