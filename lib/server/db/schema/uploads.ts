import 'server-only';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Files people upload (loan documents, later the cooperation request's). The bytes live in the storage provider
 * under `storageKey`; the type was sniffed from the content, never taken from the name.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    mime: text('mime', { enum: ['image/jpeg', 'image/png', 'application/pdf'] }).notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_owner_idx').on(t.ownerId),
    check('uploads_mime_check', sql`${t.mime} in ('image/jpeg', 'image/png', 'application/pdf')`),
    check('uploads_size_check', sql`${t.size} > 0`),
  ],
);
