import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logLines, startInstance, stopInstance, type Instance } from './instance';
import { databaseSessions, deleteRedisKeys, freshDatabase, redisPrefix } from './services';
import { call, freshMobile, jsonBody } from './shop-client';

/**
 * SIGTERM during a slow request (an SMS gateway that takes 3 s): the request completes, the server takes no new
 * connection meanwhile, closes the database pool and Redis, and exits 0 by itself.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const SLOW_MS = 3_000;

let database: Awaited<ReturnType<typeof freshDatabase>>;
let gateway: Server;
let gatewayHit: () => void;
const gatewayReached = new Promise<void>((resolve) => (gatewayHit = resolve));
let server: Instance;
const prefix = redisPrefix();

describe.skipIf(!adminUrl || !redisUrl)('stopping on SIGTERM', () => {
  beforeAll(async () => {
    // Kavenegar's verify/lookup, answering after SLOW_MS.
    gateway = createServer((req, res) => {
      req.resume();
      gatewayHit();
      setTimeout(() => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ return: { status: 200, message: 'تایید شد' }, entries: [] })), SLOW_MS);
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    database = await freshDatabase(adminUrl!);
    server = await startInstance('S', {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: prefix,
      SEED_ON_START: 'false',
      SMS_PROVIDER: 'kavenegar',
      KAVENEGAR_API_KEY: 'test-key',
      KAVENEGAR_TEMPLATE: 'vitrin-otp',
      KAVENEGAR_BASE_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`,
      SHUTDOWN_TIMEOUT_SECONDS: '20',
      LOG_LEVEL: 'info',
    });
  }, 180_000);

  afterAll(async () => {
    if (server) await stopInstance(server);
    await new Promise<void>((resolve) => gateway.close(() => resolve()));
    await Promise.all([database?.drop(), deleteRedisKeys(redisUrl!, prefix)]);
  }, 60_000);

  it('finishes the request in flight, refuses new connections, closes everything and exits 0', async () => {
    expect(await databaseSessions(adminUrl!, database.name)).toBeGreaterThan(0);
    const started = performance.now();
    const slow = call(server.url, '/api/v1/sendCode', jsonBody('POST', { mobile: freshMobile() }));
    await gatewayReached;
    server.child.kill('SIGTERM');
    // Stopped taking connections, while the slow request is still waiting for the gateway.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();

    const answer = await slow;
    expect(answer.status, answer.text).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOW_MS - 50);
    expect(await server.exited).toBe(0);

    const lines = logLines(server);
    const closed = lines.filter((l) => l.msg === 'closed').map((l) => l.resource);
    expect(closed).toEqual(expect.arrayContaining(['database', 'redis', 'redis subscriber', 'job queue']));
    expect(lines.filter((l) => l.msg === 'closing failed' || String(l.msg).startsWith('still open'))).toEqual([]);
    expect(lines.find((l) => l.path === '/api/v1/sendCode')).toMatchObject({ status: 200 });
    expect(await databaseSessions(adminUrl!, database.name)).toBe(0);
  });
});
