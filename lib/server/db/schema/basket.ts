import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { bundleItems, insurancePlans, productVariants } from './catalog';

/**
 * A basket: a user's (userId set, one each) or a visitor's public basket (userId null). The id is 128 random
 * bits in base64url, so a public basket is reachable only by whoever holds its id (SPEC §3 local storage basketId).
 */
export const baskets = pgTable('baskets', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One line. A line with parentItemId is an accompanying bundle item (SPEC §3 canDelete false): it follows its
 * main line's quantity and goes when the main line goes. unitPrice is what one unit cost when the line was last
 * chosen, so a later price change can be told to the buyer.
 */
export const basketItems = pgTable(
  'basket_items',
  {
    id: serial('id').primaryKey(),
    basketId: text('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    insuranceId: integer('insurance_id').references(() => insurancePlans.id, { onDelete: 'set null' }),
    parentItemId: integer('parent_item_id').references((): AnyPgColumn => basketItems.id, { onDelete: 'cascade' }),
    bundleItemId: integer('bundle_item_id').references(() => bundleItems.id, { onDelete: 'cascade' }),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('basket_items_basket_idx').on(t.basketId),
    // One main line per variant, one accompanying line per bundle item of a main line.
    uniqueIndex('basket_items_main_uq').on(t.basketId, t.variantId).where(sql`${t.parentItemId} is null`),
    uniqueIndex('basket_items_child_uq').on(t.parentItemId, t.bundleItemId),
    check('basket_items_qty_check', sql`${t.qty} >= 1`),
    check('basket_items_child_check', sql`(${t.parentItemId} is null) = (${t.bundleItemId} is null)`),
  ],
);
