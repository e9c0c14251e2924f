import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { productVariants } from './catalog';

export const ALERT_KINDS = ['back_in_stock', 'price_drop'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/**
 * A shopper asks to be told once when a sold-out variant is back, or when a variant costs less than it did when they
 * asked. The job sets firedAt as it tells them (SMS and in-app notification); a fired request is over.
 */
export const productAlerts = pgTable(
  'product_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ALERT_KINDS }).notNull(),
    /** price_drop: what one unit cost when asked (toman); it fires when the variant costs less. */
    priceAtRequest: bigint('price_at_request', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    firedAt: timestamp('fired_at', { withTimezone: true }),
  },
  (t) => [
    // One open request per user, variant and kind: asking again changes nothing.
    uniqueIndex('product_alerts_open_idx').on(t.userId, t.variantId, t.kind).where(sql`${t.firedAt} is null`),
    index('product_alerts_waiting_idx').on(t.variantId).where(sql`${t.firedAt} is null`),
    check('product_alerts_kind_check', sql`${t.kind} in ('back_in_stock', 'price_drop')`),
    check('product_alerts_price_check', sql`(${t.kind} = 'price_drop') = (${t.priceAtRequest} is not null)`),
  ],
);
