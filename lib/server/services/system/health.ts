import 'server-only';
import { sql } from 'drizzle-orm';
import { dbHandle } from '../../db/client';
import { logger } from '../../log/logger';
import { fileStorage } from '../../providers/storage/create-storage';
import { redis } from '../../redis';
import { isShuttingDown } from '../../shutdown';

export type Dependency = 'database' | 'redis' | 'storage';
export type Readiness = { ready: boolean; checks: Record<Dependency, 'ok' | 'down' | 'off'> };

/** A probe that hangs counts as down: the load balancer must hear back before its own timeout. */
const CHECK_TIMEOUT_MS = 2_000;

async function probe(name: Dependency, run: () => Promise<unknown>): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      run(),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS))),
    ]);
    return 'ok';
  } catch (err) {
    logger().error({ err, dependency: name }, 'readiness check failed');
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this instance should get traffic: its database answers and, when they are configured, Redis and the
 * file storage too; an instance that is stopping (SIGTERM) is never ready.
 */
export async function checkReadiness(): Promise<Readiness> {
  const client = redis();
  const [database, cache, storage] = await Promise.all([
    probe('database', () => dbHandle().db.execute(sql`select 1`)),
    client ? probe('redis', () => client.ping()) : Promise.resolve('off' as const),
    probe('storage', () => fileStorage().check()),
  ]);
  const checks = { database, redis: cache, storage };
  return { ready: !isShuttingDown() && Object.values(checks).every((c) => c !== 'down'), checks };
}
