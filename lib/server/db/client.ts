import 'server-only';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import * as schema from './schema';
import { env } from '../env';
import { onShutdown } from '../shutdown';
import { logger } from '../log/logger';
import { trackCommits } from './after-commit';

export type Schema = typeof schema;
/** Both drivers share this base; services depend on it, never on a driver. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The transaction handle services take, so a caller can make several services' writes one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Plain SQL on the handle's own connection(s), for a library that speaks SQL itself (the job queue, lib/server/jobs). */
export type RunSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export type DbHandle = { db: Db; driver: 'pglite' | 'pg'; close: () => Promise<void>; runSql: RunSql };

/**
 * PGlite runs a parameterised query alone, and a script of several statements (pg-boss's BEGIN; …; COMMIT) only
 * without parameters; a failed script is rolled back, or its open transaction would swallow every later query.
 */
function pgliteSql(client: PGlite): RunSql {
  return async (text, values) => {
    if (values && values.length > 0) return client.query(text, values);
    try {
      return (await client.exec(text)).at(-1) ?? { rows: [] };
    } catch (err) {
      await client.exec('ROLLBACK').catch(() => undefined);
      throw err;
    }
  };
}

/**
 * Session settings every connection gets. Search (issue 4): one wrong letter in a 5- or 6-letter word
 * ('ipone', 'سامسنگ') leaves a word similarity of 0.44–0.57, under pg_trgm's default threshold of 0.6.
 */
const SESSION_SETTINGS: Record<string, string> = { 'pg_trgm.word_similarity_threshold': '0.4' };

/** With no dataDir the database lives in memory (tests). */
export function openPglite(dataDir = 'memory://', loadDataDir?: Blob): DbHandle {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // Always pass a dataDir: PGlite 0.5 ignores the options (and so pg_trgm) when it is undefined.
  const postgresqlconf = Object.entries(SESSION_SETTINGS).map(([k, v]) => `${k} = ${v}`);
  const client = new PGlite(dataDir, { extensions: { pg_trgm }, loadDataDir, postgresqlconf });
  const db = trackCommits(drizzlePglite(client, { schema }) as unknown as Db);
  return { db, driver: 'pglite', close: () => client.close(), runSql: pgliteSql(client) };
}

export function openPostgres(url: string, max = 10): DbHandle {
  const options = Object.entries(SESSION_SETTINGS).map(([k, v]) => `-c ${k}=${v}`).join(' ');
  const pool = new Pool({ connectionString: url, max, options });
  // An idle connection that dies (a database restart, a network cut) is emitted here; unheard, it would end the
  // process. The pool opens a new connection on the next query.
  pool.on('error', (err) => logger().warn({ err }, 'an idle PostgreSQL connection failed'));
  const db = trackCommits(drizzlePg(pool, { schema }) as unknown as Db);
  return { db, driver: 'pg', close: () => pool.end(), runSql: (text, values) => pool.query(text, values) };
}

// Kept on globalThis so Next's dev reloads and route bundles share one connection
// (PGlite allows a single owner of its data directory).
const holder = globalThis as unknown as { __vitrinDb?: DbHandle };

export function dbHandle(): DbHandle {
  if (!holder.__vitrinDb) {
    const { DATABASE_URL, DB_POOL_MAX, PGLITE_DIR } = env();
    holder.__vitrinDb = DATABASE_URL ? openPostgres(DATABASE_URL, DB_POOL_MAX) : openPglite(PGLITE_DIR);
    onShutdown('database', closeDb);
  }
  return holder.__vitrinDb;
}

/** Ends the pool (or closes the embedded database); the next dbHandle() opens it again. */
export async function closeDb(): Promise<void> {
  const handle = holder.__vitrinDb;
  holder.__vitrinDb = undefined;
  await handle?.close();
}

export function getDb(): Db {
  return dbHandle().db;
}

/** Tests point the app at their own fresh database. */
export function setDbHandle(handle: DbHandle): void {
  holder.__vitrinDb = handle;
}
