import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres, type DbHandle } from '@/lib/server/db/client';
import { runMigrations } from '@/lib/server/db/migrate';
import { seedDemo } from '@/lib/server/seed/seed-demo';
import { admin, withDatabase } from '../pg-admin';

/** Where the migrated and seeded starting database of this run lives. */
export type TestDbTemplate =
  | { kind: 'pg'; adminUrl: string; template: string }
  | { kind: 'pglite'; dumpPath: string };

/** Database names are generated here, never taken from input. */
const runId = () => `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

async function seedInto(handle: DbHandle): Promise<void> {
  await runMigrations(handle);
  await seedDemo(handle.db);
}

/** Once per run: a fresh database, migrated and seeded, that every test file starts from. */
export async function createTemplate(adminUrl: string | undefined): Promise<TestDbTemplate> {
  if (adminUrl) {
    const template = `vitrin_tpl_${runId()}`;
    // C.UTF-8 ctype: pg_trgm treats Persian letters as word characters only then (FA-NOTES.md).
    await admin(adminUrl, (c) =>
      c.query(`CREATE DATABASE ${template} TEMPLATE template0 ENCODING 'UTF8' LC_CTYPE 'C.UTF-8' LC_COLLATE 'C.UTF-8'`),
    );
    const handle = openPostgres(withDatabase(adminUrl, template), 2);
    try {
      await seedInto(handle);
    } finally {
      await handle.close();
    }
    return { kind: 'pg', adminUrl, template };
  }
  const handle = openPglite();
  await seedInto(handle);
  const dump = (await (handle.db as unknown as { $client: { dumpDataDir: (c: 'gzip') => Promise<Blob> } }).$client.dumpDataDir('gzip'));
  await handle.close();
  const dumpPath = path.join(os.tmpdir(), `vitrin-test-${runId()}.tar.gz`);
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  return { kind: 'pglite', dumpPath };
}

/**
 * Drops a database once the backends of its closed pool are gone. pool.end() resolves when every client has been
 * asked to end, not when its backend has left; FORCE on a backend still leaving makes that client raise
 * "terminating connection due to administrator command" as an unhandled error in the test run.
 */
async function dropWhenIdle(adminUrl: string, name: string): Promise<void> {
  await admin(adminUrl, async (c) => {
    for (let tries = 0; tries < 50; tries++) {
      const { rows } = await c.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

export async function dropTemplate(t: TestDbTemplate): Promise<void> {
  if (t.kind === 'pg') await dropWhenIdle(t.adminUrl, t.template);
}

/** Per test file: its own copy of the template, so files never see each other's writes. */
export async function openTestDb(t: TestDbTemplate): Promise<{ handle: DbHandle; dispose: () => Promise<void> }> {
  if (t.kind === 'pg') {
    const name = `vitrin_t_${runId()}`;
    await admin(t.adminUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${t.template}`));
    const handle = openPostgres(withDatabase(t.adminUrl, name), 5);
    return {
      handle,
      dispose: async () => {
        await handle.close();
        await dropWhenIdle(t.adminUrl, name);
      },
    };
  }
  const blob = new Blob([await readFile(t.dumpPath)]);
  const handle = openPglite(undefined, blob);
  return { handle, dispose: () => handle.close() };
}
