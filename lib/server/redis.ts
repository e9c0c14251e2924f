import 'server-only';
import Redis from 'ioredis';
import { env } from './env';
import { logger } from './log/logger';
import { onShutdown } from './shutdown';

// Kept on globalThis so Next's route bundles share one connection per process.
const holder = globalThis as unknown as { __vitrinRedis?: Redis | null };

/**
 * The shared Redis connection when `REDIS_URL` is set, else null: without Redis the shop runs alone on its
 * database, and callers fall back to PostgreSQL (rate limits) or to this process (caches).
 */
export function redis(): Redis | null {
  if (holder.__vitrinRedis === undefined) {
    const url = env().REDIS_URL;
    holder.__vitrinRedis = url
      ? new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true, keyPrefix: env().REDIS_KEY_PREFIX })
      : null;
    holder.__vitrinRedis?.on('error', (err: Error) => logger().warn({ err }, 'redis connection error'));
    if (holder.__vitrinRedis) onShutdown('redis', closeRedis);
  }
  return holder.__vitrinRedis;
}

/** A pub/sub channel's name: ioredis puts REDIS_KEY_PREFIX before keys, not before channels. */
export function redisChannel(name: string): string {
  return `${env().REDIS_KEY_PREFIX}${name}`;
}

/** A second connection for a subscriber: a Redis connection in subscribe mode can run no other command. */
export function redisSubscriber(): Redis | null {
  const url = env().REDIS_URL;
  if (!url) return null;
  const sub = new Redis(url, { maxRetriesPerRequest: null });
  sub.on('error', (err: Error) => logger().warn({ err }, 'redis subscriber connection error'));
  return sub;
}

/** Closes the connection for good (shutdown): what still asks for Redis afterwards runs as if there were none. */
export async function closeRedis(): Promise<void> {
  const client = holder.__vitrinRedis;
  holder.__vitrinRedis = null;
  if (client) await client.quit().catch(() => client.disconnect());
}

/** Tests that change REDIS_URL: closes the connection and lets the next call open one from the new settings. */
export async function resetRedis(): Promise<void> {
  await closeRedis();
  holder.__vitrinRedis = undefined;
}
