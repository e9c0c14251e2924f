import type PgBoss from 'pg-boss';

/** Waits until the queue has finished a job (completed, or failed for good) and answers it. */
export async function settledJob(boss: PgBoss, queue: string, id: string, timeoutMs = 20_000): Promise<PgBoss.JobWithMetadata<object>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const job = await boss.getJobById<object>(queue, id, { includeArchive: true });
    if (job && (job.state === 'completed' || job.state === 'failed')) return job;
    if (Date.now() > until) throw new Error(`job ${id} of ${queue} still ${job?.state ?? 'missing'} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
