import type PgBoss from 'pg-boss';
import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { dbHandle, getDb } from '@/lib/server/db/client';
import { jobFailures } from '@/lib/server/db/schema';
import { settledJob } from '@/tests/jobs';
import type { JobDefinition } from './job-catalog';
import { listJobFailures } from './job-failures';
import { openJobQueue } from './job-queue';

const opened: PgBoss[] = [];
afterEach(async () => {
  for (const boss of opened.splice(0)) await boss.stop({ graceful: true, wait: true, timeout: 2_000, close: false });
});

async function queue(...catalog: JobDefinition[]): Promise<PgBoss> {
  const boss = await openJobQueue(dbHandle(), catalog);
  opened.push(boss);
  return boss;
}

// Every minute on the clock: the tests send their runs themselves instead of waiting for it.
const job = (name: string, run: JobDefinition['run'], more: Partial<JobDefinition> = {}): JobDefinition => ({
  name,
  cron: '0 0 1 1 *',
  run,
  retryLimit: 0,
  retryDelaySeconds: 1,
  expireInSeconds: 60,
  pollSeconds: 0.5,
  ...more,
});

describe('the job queue on the app database', () => {
  it('hands each run to one of two instances: 10 runs, 10 executions', async () => {
    let executions = 0;
    const counting = job('test-counting', async () => ({ n: ++executions }), { policy: 'standard' });
    const [first] = await Promise.all([queue(counting), queue(counting)]);
    const ids = await Promise.all(Array.from({ length: 10 }, () => first!.send('test-counting', {})));
    const done = await Promise.all(ids.map((id) => settledJob(first!, 'test-counting', id!)));
    expect(done.every((j) => j.state === 'completed')).toBe(true);
    expect(executions).toBe(10);
  });

  it('queues one run when two instances fire the same schedule at once (policy stately)', async () => {
    let executions = 0;
    const slow = job('test-sweep', async () => {
      executions += 1;
      return {};
    });
    const [a, b] = await Promise.all([queue(slow), queue(slow)]);
    await a.stop({ graceful: true, wait: true, timeout: 2_000, close: false });
    await b.stop({ graceful: true, wait: true, timeout: 2_000, close: false });
    const sent = await Promise.all([a.send('test-sweep', {}), b.send('test-sweep', {})]);
    expect(sent.filter(Boolean)).toHaveLength(1);
    const worker = await queue(slow);
    await settledJob(worker, 'test-sweep', sent.find(Boolean)!);
    expect(executions).toBe(1);
  });

  it('retries a failing job with growing delays and records each failure; the last one is final', async () => {
    let attempts = 0;
    const flaky = job(
      'test-flaky',
      async () => {
        attempts += 1;
        if (attempts < 3) throw new Error(`gateway down (${attempts})`);
        return { attempts };
      },
      { retryLimit: 2 },
    );
    const broken = job(
      'test-broken',
      async () => {
        throw new RangeError('never works');
      },
      { retryLimit: 1 },
    );
    const boss = await queue(flaky, broken);
    const [flakyId, brokenId] = await Promise.all([boss.send('test-flaky', { day: '1404-09-01' }), boss.send('test-broken', {})]);
    const [recovered, gaveUp] = await Promise.all([settledJob(boss, 'test-flaky', flakyId!), settledJob(boss, 'test-broken', brokenId!)]);

    expect(recovered).toMatchObject({ state: 'completed', retryCount: 2, output: { attempts: 3 } });
    expect(gaveUp).toMatchObject({ state: 'failed', retryCount: 1, output: { message: 'never works' } });
    const rows = await getDb().select().from(jobFailures).orderBy(asc(jobFailures.id));
    const flakyRows = rows.filter((r) => r.queue === 'test-flaky');
    // Backoff on a 1 s delay: the first retry waits 1–2 s, the second 2–4 s.
    const retried = flakyRows.map((r) => r.failedAt.getTime());
    expect(retried[1]! - retried[0]!).toBeGreaterThanOrEqual(1_000);
    expect(recovered.startedOn.getTime() - retried[1]!).toBeGreaterThanOrEqual(2_000);
    expect(flakyRows.map((r) => [r.attempt, r.final, r.error, r.data])).toEqual([
      [1, false, 'Error: gateway down (1)', { day: '1404-09-01' }],
      [2, false, 'Error: gateway down (2)', { day: '1404-09-01' }],
    ]);
    expect(rows.filter((r) => r.queue === 'test-broken').map((r) => [r.attempt, r.final, r.error])).toEqual([
      [1, false, 'RangeError: never works'],
      [2, true, 'RangeError: never works'],
    ]);
    expect((await listJobFailures(getDb(), { finalOnly: true, limit: 10 })).map((f) => f.queue)).toEqual(['test-broken']);
    expect(await getDb().select().from(jobFailures).where(eq(jobFailures.jobId, brokenId!))).toHaveLength(2);
  }, 30_000);
});
