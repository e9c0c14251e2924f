import 'server-only';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { products } from './catalog';

/** SPEC §3 "Dashboard menu item": the account pages' menu, kept as rows so operators can reorder or hide items. */
export const dashboardMenuItems = pgTable('dashboard_menu_items', {
  id: serial('id').primaryKey(),
  /** Stable name the client draws its icon by; 'logout' is drawn as a button. */
  key: text('key').notNull().unique(),
  title: text('title').notNull(),
  link: text('link').notNull(),
  order: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** A user's favourite products; one row per pair, so adding twice changes nothing. */
export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('favorites_product_idx').on(t.productId)],
);

export const NOTIFICATION_KINDS = ['order', 'wallet', 'loan', 'general'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * SPEC §3 "User notification". value is the order id a modal notification leads to (/dashboard/orders/{value});
 * text, so it does not depend on how orders number themselves.
 */
export const userNotifications = pgTable(
  'user_notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    isModal: boolean('is_modal').notNull().default(false),
    value: text('value'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [
    index('user_notifications_user_idx').on(t.userId, t.createdAt),
    // The unseen count rides on every user-info read.
    index('user_notifications_unseen_idx').on(t.userId).where(sql`${t.seenAt} is null`),
    check('user_notifications_kind_check', sql`${t.kind} in ('order', 'wallet', 'loan', 'general')`),
    check('user_notifications_modal_value_check', sql`not ${t.isModal} or ${t.value} is not null`),
  ],
);
