import 'server-only';
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DbHandle, Schema } from './client';

export const migrationsFolder = path.join(process.cwd(), 'lib/server/db/migrations');

/** Applies the committed SQL migrations that this database has not seen yet. */
export async function runMigrations(handle: DbHandle): Promise<void> {
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  }
}
