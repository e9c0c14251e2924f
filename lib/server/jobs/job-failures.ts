import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobFailures } from '../db/schema';
import { now } from '../clock';

export type JobFailure = { queue: string; jobId: string; attempt: number; final: boolean; error: unknown; data: object };

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 2000);
  return String(error).slice(0, 2000);
}

/** Kept outside the job's own work, so the record survives the rollback of whatever failed. */
export async function recordJobFailure(db: Db, failure: JobFailure): Promise<void> {
  await db.insert(jobFailures).values({
    queue: failure.queue,
    jobId: failure.jobId,
    attempt: failure.attempt,
    final: failure.final,
    error: describe(failure.error),
    data: { ...failure.data },
    failedAt: now(),
  });
}

/** The operators' read-only view: newest first, optionally only the runs after which the queue gave up. */
export async function listJobFailures(db: Pick<Db, 'select'>, options: { finalOnly: boolean; limit: number }) {
  const rows = await db
    .select()
    .from(jobFailures)
    .where(options.finalOnly ? eq(jobFailures.final, true) : undefined)
    .orderBy(desc(jobFailures.id))
    .limit(options.limit);
  return rows.map((r) => ({ id: r.id, queue: r.queue, jobId: r.jobId, attempt: r.attempt, final: r.final, error: r.error, data: r.data, failedAt: r.failedAt.toISOString() }));
}
