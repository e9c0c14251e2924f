import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// These modules read REDIS_URL once per process: set it, with a prefix of this run's own, before anything reads it.
const redisEnv = vi.hoisted(() => {
  const url = process.env.TEST_REDIS_URL;
  const prefix = `vitrin-test-${Date.now().toString(36)}-${process.pid}:`;
  if (url) Object.assign(process.env, { REDIS_URL: url, REDIS_KEY_PREFIX: prefix });
  return { url, prefix };
});

const { cached, invalidateTag } = await import('./cache');
const { closeRedis, redis } = await import('./redis');
const { createPageStore } = await import('./page-store/page-store');

let other: Redis;
const channel = `${redisEnv.prefix}fleet`;
const fromElsewhere = (message: unknown) => other.publish(channel, JSON.stringify({ from: 'another-instance', message }));

async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('not within a second');
}

describe.skipIf(!redisEnv.url)('what instances share through Redis', () => {
  beforeAll(async () => {
    other = new Redis(redisEnv.url!);
    // This process's subscription is up before the test publishes.
    await cached('warm-up', [], async () => 1);
    await eventually(async () => (await other.pubsub('NUMSUB', channel))[1] === 1);
  });

  afterAll(async () => {
    const keys = await other.keys(`${redisEnv.prefix}*`);
    if (keys.length > 0) await other.del(...keys);
    await other.quit();
    await closeRedis();
  });

  it('drops a cached read when another instance invalidates its tag', async () => {
    const load = vi.fn(async () => 'settings');
    await cached('company', ['content'], load);
    await cached('company', ['content'], load);
    expect(load).toHaveBeenCalledTimes(1);
    await fromElsewhere({ kind: 'data-tag', tag: 'content' });
    await eventually(async () => (await cached('company', ['content'], load), load.mock.calls.length === 2));
  });

  it('tells the other instances when this one invalidates a tag', async () => {
    const listener = new Redis(redisEnv.url!);
    const heard: unknown[] = [];
    listener.on('message', (_channel: string, text: string) => heard.push(JSON.parse(text)));
    await listener.subscribe(channel);
    invalidateTag('catalog');
    await eventually(async () => heard.length > 0);
    expect(heard[0]).toMatchObject({ message: { kind: 'data-tag', tag: 'catalog' } });
    await listener.quit();
  });

  it('serves a page another instance rendered from the shared copy, and forgets it when its tag expires anywhere', async () => {
    const options = { cacheControl: { revalidate: 30, expire: 60 } };
    const here = createPageStore({ buildId: 'shared-test', maxBytes: 1024 * 1024 });
    const there = createPageStore({ buildId: 'shared-test', maxBytes: 1024 * 1024 });
    const value = { kind: 'APP_PAGE' as const, html: '<p>A</p>', rscData: Buffer.from('rsc'), headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/shared' }, status: 200 };
    expect(await there.get('/shared')).toBeNull();
    await here.set('/shared', value, options);
    await eventually(async () => (await there.get('/shared')) !== null);
    expect((await there.get('/shared'))?.value).toMatchObject({ html: '<p>A</p>', rscData: Buffer.from('rsc') });
    expect(await redis()!.ttl('page:shared-test:/shared')).toBeLessThanOrEqual(60);

    await new Promise((resolve) => setTimeout(resolve, 2));
    await fromElsewhere({ kind: 'page-tags', tags: ['_N_T_/shared'], at: Date.now() });
    await eventually(async () => (await there.get('/shared')) === null);
  });
});
