import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users, walletEntries } from './auth';
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

/**
 * One row (id = 1): how a customer spends loyalty points, set by an operator. A point is worth tomanPerPoint toman
 * of wallet credit, and at least minPoints are spent at once. Earning is a rule in code (lib/contracts/scores.ts).
 */
export const loyaltySettings = pgTable(
  'loyalty_settings',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(true),
    tomanPerPoint: integer('toman_per_point').notNull(),
    minPoints: integer('min_points').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('loyalty_settings_single_row', sql`${t.id} = 1`),
    check('loyalty_settings_values_check', sql`${t.tomanPerPoint} > 0 and ${t.minPoints} > 0`),
  ],
);

/**
 * Points a customer turned into wallet credit: the points ledger's only entries (earned points are worked out from
 * orders). Each row names the wallet entry it credited, written in the same transaction.
 */
export const scoreRedemptions = pgTable(
  'score_redemptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    walletEntryId: integer('wallet_entry_id')
      .notNull()
      .unique()
      .references(() => walletEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('score_redemptions_user_idx').on(t.userId, t.createdAt), check('score_redemptions_points_check', sql`${t.points} > 0 and ${t.amount} > 0`)],
);
