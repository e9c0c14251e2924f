import 'server-only';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** What the browsers' error boundaries report (POST /api/public/client-errors), for operators to read. */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    /** The page's path and query (never another origin). */
    url: text('url').notNull(),
    /** Next's digest of a server error, which its server log line carries too. */
    digest: text('digest'),
    userAgent: text('user_agent'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('client_errors_at_idx').on(t.at)],
);
