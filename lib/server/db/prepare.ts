import 'server-only';
import { Client } from 'pg';
import { env } from '../env';
import { seedDemo, isDatabaseEmpty } from '../seed/seed-demo';
import { dbHandle } from './client';
import type { RunSql } from './client';
import { runMigrations } from './migrate';
import { logger } from '../log/logger';

/** Any constant shared by every instance of the app; only one of them migrates at a time. */
const MIGRATION_LOCK_KEY = 72_707_001;

async function withStartupLock(run: () => Promise<void>): Promise<void> {
  const url = env().DATABASE_URL;
  if (!url) return run(); // PGlite has a single owner process: nothing to coordinate.
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await run();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}

/**
 * What the shop needs of PostgreSQL's settings and does not get, or null. With autovacuum off, the product summaries
 * (rewritten on every stock, price or sold-count change) pile up dead rows and the planner's statistics go stale,
 * and the listing's indexes stop being chosen (docs/performance.md).
 */
export async function postgresSettingsWarning(runSql: RunSql): Promise<string | null> {
  const { rows } = await runSql("select current_setting('autovacuum') as autovacuum");
  const [row] = rows as { autovacuum?: string }[];
  return row?.autovacuum === 'on' ? null : 'autovacuum is off: run VACUUM ANALYZE on the catalog tables regularly, or turn it on';
}

/** On start: apply new migrations, then fill an empty database with the demo shop. */
export async function prepareDatabase(): Promise<void> {
  const handle = dbHandle();
  await withStartupLock(async () => {
    await runMigrations(handle);
    if (env().SEED_ON_START === 'true' && (await isDatabaseEmpty(handle.db))) {
      const summary = await seedDemo(handle.db);
      // Statistics for the new rows now rather than whenever autovacuum gets to them.
      await handle.runSql('analyze');
      logger().info({ summary }, 'empty database filled with the demo shop');
    }
  });
  if (handle.driver === 'pg') {
    const warning = await postgresSettingsWarning(handle.runSql);
    if (warning) logger().warn(warning);
  }
}
