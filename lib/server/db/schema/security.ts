import 'server-only';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The counters of rate-limiter-flexible's Drizzle store (lib/server/rate-limit.ts) when Redis is not configured:
 * one row per limited key, shared by every app instance on the database. Its column names are the library's.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);
