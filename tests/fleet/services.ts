import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { admin, withDatabase } from '../pg-admin';

const runId = () => `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

/** An empty PostgreSQL database of its own (the servers migrate and seed it as they start), dropped at the end. */
export async function freshDatabase(adminUrl: string): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `vitrin_fleet_${runId()}`;
  // C.UTF-8 ctype: pg_trgm treats Persian letters as word characters only then (FA-NOTES.md).
  await admin(adminUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_CTYPE 'C.UTF-8' LC_COLLATE 'C.UTF-8'`));
  return {
    url: withDatabase(adminUrl, name),
    name,
    drop: () => admin(adminUrl, async (c) => void (await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))),
  };
}

/** How many sessions the database has open right now. */
export async function databaseSessions(adminUrl: string, name: string): Promise<number> {
  return admin(adminUrl, async (c) => {
    const { rows } = await c.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    return rows[0]?.n ?? 0;
  });
}

/**
 * A key prefix of this run's own: the Redis is shared (CI, other test runs), so the servers write only under it and
 * the test deletes only what starts with it, never the whole database.
 */
export function redisPrefix(): string {
  return `vitrin-test-${runId()}:`;
}

export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const client = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await client.del(...keys);
    } while (cursor !== '0');
  } finally {
    await client.quit();
  }
}
