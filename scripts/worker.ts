// The job queue in a process of its own (docs/jobs.md), for WORKER=separate: the app instances then run none.
// Run: npm run worker (node --conditions=react-server --import tsx scripts/worker.ts)
import { dbHandle } from '@/lib/server/db/client';
import { prepareDatabase } from '@/lib/server/db/prepare';
import { env } from '@/lib/server/env';
import { startJobs, stopJobs } from '@/lib/server/jobs/job-queue';

let stopping = false;

async function main(): Promise<void> {
  if (env().WORKER !== 'separate') {
    console.error('The app instances run the jobs themselves (WORKER=inline). Set WORKER=separate, for them and for this worker.');
    process.exit(1);
  }
  await prepareDatabase();
  await startJobs();
}

async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.info(`[jobs] ${signal}: finishing the running jobs`);
  await stopJobs();
  await dbHandle().close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
main().catch((error: unknown) => {
  console.error('[jobs] the worker did not start:', error);
  process.exit(1);
});
