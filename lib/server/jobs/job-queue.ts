import 'server-only';
import PgBoss from 'pg-boss';
import { dbHandle, type DbHandle } from '../db/client';
import { jobCatalog, type JobDefinition } from './job-catalog';
import { recordJobFailure } from './job-failures';
import { logger } from '../log/logger';
import { onShutdown } from '../shutdown';

const TIMEZONE = 'Asia/Tehran';
const POLL_SECONDS = 5;

// On globalThis, so Next's dev reloads and route bundles share the one queue of the process.
const holder = globalThis as unknown as { __vitrinJobs?: Promise<PgBoss> };

function queueOptions(job: JobDefinition) {
  return { policy: job.policy ?? 'stately', retryLimit: job.retryLimit, retryDelay: job.retryDelaySeconds, retryBackoff: true, expireInSeconds: job.expireInSeconds };
}

/** Runs one job; a failure is recorded (job_failures) and thrown back, so pg-boss retries it or gives up. */
async function runRecorded(handle: DbHandle, job: JobDefinition, run: PgBoss.JobWithMetadata<object>): Promise<object> {
  try {
    return await job.run();
  } catch (error) {
    const final = run.retryCount >= run.retryLimit;
    logger().warn({ err: error, job: job.name, attempt: run.retryCount + 1, attempts: run.retryLimit + 1, final }, 'job failed');
    // The job's own error is what the queue keeps and retries on, even when the database will not take the record.
    await recordJobFailure(handle.db, { queue: job.name, jobId: run.id, attempt: run.retryCount + 1, final, error, data: run.data }).catch((cause: unknown) =>
      logger().warn({ err: cause, job: job.name }, 'a job failure was not recorded'),
    );
    throw error;
  }
}

/**
 * pg-boss makes a queue's partition table and attaches it in one statement; two instances starting together can
 * deadlock there, and PostgreSQL then aborts one of them. The queue exists after the other: try again.
 */
async function retryingDeadlock(step: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/** One queue over a database: pg-boss started, each job's queue made (or updated), scheduled and worked. */
export async function openJobQueue(handle: DbHandle, catalog: JobDefinition[]): Promise<PgBoss> {
  const boss = new PgBoss({
    // The app's own connection: one pool on PostgreSQL, and on PGlite the only connection there is.
    db: { executeSql: (text, values) => handle.runSql(text, values) },
    migrate: true,
    supervise: true,
    schedule: true,
    cronWorkerIntervalSeconds: POLL_SECONDS,
    archiveCompletedAfterSeconds: 24 * 3600,
    deleteAfterDays: 7,
  });
  boss.on('error', (err) => logger().warn({ err }, 'the job queue reported an error'));
  await boss.start();
  for (const job of catalog) {
    await retryingDeadlock(() => boss.createQueue(job.name, { name: job.name, ...queueOptions(job) }));
    await boss.updateQueue(job.name, { name: job.name, ...queueOptions(job) });
    await boss.schedule(job.name, job.cron, {}, { tz: TIMEZONE });
    await boss.work<object>(job.name, { pollingIntervalSeconds: job.pollSeconds ?? POLL_SECONDS, includeMetadata: true, batchSize: 1 }, ([run]) => runRecorded(handle, job, run!));
  }
  // A job removed from the catalog stops firing.
  const names = catalog.map((j) => j.name);
  for (const schedule of await boss.getSchedules()) if (!names.includes(schedule.name)) await boss.unschedule(schedule.name);
  return boss;
}

/**
 * Starts the job queue of this process (docs/jobs.md): pg-boss on the app's database, each job of the catalog
 * scheduled and worked. Several processes may do so at once; the queue hands each run to one of them. A second
 * call answers the running queue.
 */
export function startJobs(): Promise<PgBoss> {
  const catalog = jobCatalog();
  holder.__vitrinJobs ??= openJobQueue(dbHandle(), catalog).then(
    (boss) => {
      logger().info({ jobs: catalog.map((j) => j.name) }, 'this process works the job queue');
      // Closed before the database it runs on (closers run newest first); within the closer's own time limit.
      onShutdown('job queue', () => stopJobs(4_000));
      return boss;
    },
    (error: unknown) => {
      holder.__vitrinJobs = undefined;
      throw error;
    },
  );
  return holder.__vitrinJobs;
}

/**
 * Stops taking jobs and waits up to `timeoutMs` for running ones to finish (the shutdown hook calls this before
 * the database closes); what is still running then is failed and retried by another instance.
 */
export async function stopJobs(timeoutMs = 20_000): Promise<void> {
  const running = holder.__vitrinJobs;
  holder.__vitrinJobs = undefined;
  if (!running) return;
  const boss = await running.catch(() => undefined);
  await boss?.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
}
