import 'server-only';
import { sql } from 'drizzle-orm';
import { dbHandle } from '../../db/client';

export async function checkDatabase(): Promise<{ ok: true; driver: 'pglite' | 'pg' } | { ok: false }> {
  try {
    const handle = dbHandle();
    await handle.db.execute(sql`select 1`);
    return { ok: true, driver: handle.driver };
  } catch (err) {
    console.error('[health] database check failed', err);
    return { ok: false };
  }
}
