import 'server-only';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every failed run of a background job (lib/server/jobs): the queue keeps its own rows only until it archives
 * them, this record stays for the operators. `final` marks the attempt after which the queue gave up.
 */
export const jobFailures = pgTable(
  'job_failures',
  {
    id: serial('id').primaryKey(),
    queue: text('queue').notNull(),
    /** pg-boss's id of the job; the attempts of one job share it. */
    jobId: text('job_id').notNull(),
    attempt: integer('attempt').notNull(),
    final: boolean('final').notNull(),
    error: text('error').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('job_failures_failed_at_idx').on(t.failedAt), index('job_failures_job_idx').on(t.jobId)],
);
