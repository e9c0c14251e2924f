import 'server-only';
import { lt, sql } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getDb } from './db/client';
import { logger } from './log/logger';
import { rateLimits } from './db/schema';
import { redis } from './redis';

/**
 * Rate limits on a store every app instance shares, never in one process's memory: rate-limiter-flexible on Redis
 * when REDIS_URL is set (with the database as its insurance while Redis is unreachable), on our own database
 * otherwise (table rate_limits, which PGlite and PostgreSQL both hold).
 */
export type LimitOptions = {
  /** Names the counters (part of every key), e.g. 'pw-number'. */
  name: string;
  /** How many points a key may consume in one window. */
  points: number;
  /** The window in seconds, counted from a key's first point. */
  durationSeconds: number;
};

export type LimitState = { consumed: number; msBeforeReset: number };
export type ConsumeResult = LimitState & { allowed: boolean };

type StoredRow = { points: number; expire: Date | null };

/**
 * The library's Drizzle limiter with its three store calls written against our handle. Its own versions import
 * drizzle-orm at run time by a computed name, which a bundled server cannot resolve, and hold one handle for
 * life where tests give each file its own database.
 */
class DatabaseLimiter extends RateLimiterDrizzle {
  constructor(opts: { keyPrefix: string; points: number; duration: number }) {
    super({ ...opts, schema: rateLimits, storeClient: getDb, clearExpiredByTimeout: false });
  }

  async _upsert(key: string, points: number, msDuration: number, forceExpire = false): Promise<StoredRow> {
    const now = new Date();
    const expire = msDuration > 0 ? new Date(now.getTime() + msDuration) : null;
    const expired = sql`${rateLimits.expire} <= ${now}`;
    const [row] = await getDb()
      .insert(rateLimits)
      .values({ key, points, expire })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: forceExpire
          ? { points, expire }
          : {
              points: sql`case when ${expired} then ${points} else ${rateLimits.points} + ${points} end`,
              expire: sql`case when ${expired} then ${expire}::timestamptz else ${rateLimits.expire} end`,
            },
      })
      .returning({ points: rateLimits.points, expire: rateLimits.expire });
    sweepExpired();
    return row!;
  }

  async _get(key: string): Promise<StoredRow | null> {
    const [row] = await getDb()
      .select({ points: rateLimits.points, expire: rateLimits.expire })
      .from(rateLimits)
      .where(sql`${rateLimits.key} = ${key} and (${rateLimits.expire} is null or ${rateLimits.expire} > ${new Date()})`)
      .limit(1);
    return row ?? null;
  }

  async _delete(key: string): Promise<boolean> {
    const rows = await getDb().delete(rateLimits).where(sql`${rateLimits.key} = ${key}`).returning({ key: rateLimits.key });
    return rows.length > 0;
  }
}

const SWEEP_EVERY_MS = 5 * 60_000;
let lastSweep = 0;

/** Rows that ended an hour ago go, at most every five minutes per instance, off the request's path. */
function sweepExpired(): void {
  const at = Date.now();
  if (at - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = at;
  getDb()
    .delete(rateLimits)
    .where(lt(rateLimits.expire, new Date(at - 3_600_000)))
    .catch((err: unknown) => logger().warn({ err }, 'sweeping expired rate-limit counters failed'));
}

function createLimiter({ name, points, durationSeconds }: LimitOptions): RateLimiterAbstract {
  const options = { keyPrefix: `rl:${name}`, points, duration: durationSeconds };
  const database = new DatabaseLimiter(options);
  const client = redis();
  if (!client) return database;
  return new RateLimiterRedis({
    ...options,
    storeClient: client,
    // While Redis is still connecting, commands wait in ioredis's queue; once it gives up on a command (redis.ts:
    // a few reconnection attempts), the database answers instead.
    insuranceLimiter: database,
  });
}

const toState = (res: RateLimiterRes): LimitState => ({ consumed: res.consumedPoints, msBeforeReset: Math.max(0, res.msBeforeNext) });

/** A named limit; its counters live in the shared store, so every instance sees the same counts. */
export class SharedLimit {
  #limiter: RateLimiterAbstract | undefined;

  constructor(readonly options: LimitOptions) {}

  // Built on first use: the store (Redis or not, which database) is known only once the app is configured.
  private get limiter(): RateLimiterAbstract {
    this.#limiter ??= createLimiter(this.options);
    return this.#limiter;
  }

  /** Takes points if the window has them left; a refusal takes nothing from a later window. */
  async consume(key: string, points = 1, durationSeconds?: number): Promise<ConsumeResult> {
    const opts = durationSeconds === undefined ? {} : { customDuration: durationSeconds };
    try {
      return { allowed: true, ...toState(await this.limiter.consume(key, points, opts)) };
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return { allowed: false, ...toState(refusal) };
      throw refusal;
    }
  }

  /** Counts points whatever the limit (failures); answers the window's total. */
  async add(key: string, points = 1): Promise<LimitState> {
    return toState(await this.limiter.penalty(key, points));
  }

  /** Gives points back (an attempt that turned out fine). */
  async giveBack(key: string, points = 1): Promise<void> {
    await this.limiter.reward(key, points);
  }

  async get(key: string): Promise<LimitState | null> {
    const res = await this.limiter.get(key);
    return res ? toState(res) : null;
  }

  /** Sets a key's count and window outright (a hold that lasts exactly `seconds`). */
  async set(key: string, points: number, seconds: number): Promise<void> {
    await this.limiter.set(key, points, seconds);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}
