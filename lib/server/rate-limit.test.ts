import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetEnv } from './env';
import { SharedLimit } from './rate-limit';
import { resetRedis } from './redis';

const REDIS_URL = 'redis://127.0.0.1:6379';
// The Redis is shared with other runs: every key of this run starts with its own prefix, deleted at the end.
const prefix = `vitrin-test-${randomBytes(6).toString('hex')}:`;

async function redisUp(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const limit = (points: number, durationSeconds = 60) => new SharedLimit({ name: `t-${randomBytes(4).toString('hex')}`, points, durationSeconds });

function behavesAsOneSharedCounter() {
  it('lets exactly `points` of 30 parallel consumes through', async () => {
    const l = limit(10);
    const results = await Promise.all(Array.from({ length: 30 }, () => l.consume('k')));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    const refused = results.find((r) => !r.allowed)!;
    expect(refused.msBeforeReset).toBeGreaterThan(0);
    expect(refused.msBeforeReset).toBeLessThanOrEqual(60_000);
  });

  it('is one counter for every limiter of the same name (as for another app instance)', async () => {
    const name = `t-${randomBytes(4).toString('hex')}`;
    const a = new SharedLimit({ name, points: 3, durationSeconds: 60 });
    const b = new SharedLimit({ name, points: 3, durationSeconds: 60 });
    expect((await a.consume('k')).allowed).toBe(true);
    expect((await b.consume('k')).allowed).toBe(true);
    expect((await a.consume('k')).allowed).toBe(true);
    expect((await b.consume('k')).allowed).toBe(false);
    expect((await b.consume('other')).allowed).toBe(true);
  });

  it('adds, gives back, sets a hold and resets', async () => {
    const l = limit(5);
    expect((await l.add('k')).consumed).toBe(1);
    expect((await l.add('k', 2)).consumed).toBe(3);
    await l.giveBack('k');
    expect((await l.get('k'))?.consumed).toBe(2);
    await l.set('k', 7, 30);
    const held = await l.get('k');
    expect(held?.consumed).toBe(7);
    expect(held!.msBeforeReset).toBeGreaterThan(25_000);
    await l.reset('k');
    expect(await l.get('k')).toBeNull();
  });

  it('opens a window of a custom length with the first consume only', async () => {
    const l = limit(1, 1);
    expect((await l.consume('k', 1, 20)).allowed).toBe(true);
    const refused = await l.consume('k', 1, 2);
    expect(refused.allowed).toBe(false);
    expect(refused.msBeforeReset).toBeGreaterThan(15_000);
  });
}

describe('on the database (no REDIS_URL)', () => {
  afterEach(() => vi.useRealTimers());

  behavesAsOneSharedCounter();

  it('starts a new window once the old one has passed', async () => {
    const l = limit(2, 60);
    await l.consume('k');
    await l.consume('k');
    expect((await l.consume('k')).allowed).toBe(false);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect((await l.consume('k')).allowed).toBe(true);
    expect((await l.get('k'))?.consumed).toBe(1);
  });
});

const haveRedis = await redisUp();

describe.skipIf(!haveRedis)('on Redis (REDIS_URL set)', () => {
  beforeEach(async () => {
    await resetRedis();
    vi.stubEnv('REDIS_URL', REDIS_URL);
    vi.stubEnv('REDIS_KEY_PREFIX', prefix);
    resetEnv();
  });

  afterEach(async () => {
    await resetRedis();
    vi.unstubAllEnvs();
    resetEnv();
  });

  afterAll(async () => {
    const client = new Redis(REDIS_URL);
    const keys = await client.keys(`${prefix}*`);
    if (keys.length > 0) await client.del(...keys);
    await client.quit();
  });

  behavesAsOneSharedCounter();

  it('keeps its counters in Redis under the configured prefix', async () => {
    const l = limit(5);
    await l.consume('k');
    const client = new Redis(REDIS_URL);
    const keys = await client.keys(`${prefix}rl:${l.options.name}:*`);
    await client.quit();
    expect(keys).toHaveLength(1);
  });
});

describe('with Redis unreachable', () => {
  afterEach(async () => {
    await resetRedis();
    vi.unstubAllEnvs();
    resetEnv();
  });

  it('falls back to the database, still shared, rather than fail or count per process', async () => {
    await resetRedis();
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:1');
    resetEnv();
    const name = `t-${randomBytes(4).toString('hex')}`;
    const a = new SharedLimit({ name, points: 2, durationSeconds: 60 });
    const b = new SharedLimit({ name, points: 2, durationSeconds: 60 });
    expect((await a.consume('k')).allowed).toBe(true);
    expect((await b.consume('k')).allowed).toBe(true);
    expect((await a.consume('k')).allowed).toBe(false);
  });
});
