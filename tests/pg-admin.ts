import { Client } from 'pg';

/** The same server's URL for another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** One short connection for administration (CREATE DATABASE, DROP DATABASE, pg_stat_activity). */
export async function admin<T>(adminUrl: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
