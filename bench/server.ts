import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Starts the built app (`npm run build` first: its standalone server) and waits until its health check answers. */
export async function startServer(env: Record<string, string>): Promise<{ url: string; pid: number; stop: () => void }> {
  if (!existsSync('.next/standalone/server.js')) throw new Error('Build the app first: npm run build');
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['.next/standalone/server.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOSTNAME: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, pid: child.pid!, stop: () => child.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not become healthy in 180 s');
}

/** One GET read to the end, retried once: the first request after start-up may meet a closed keep-alive socket. */
export async function getText(url: string): Promise<string> {
  try {
    return await (await fetch(url)).text();
  } catch {
    return (await fetch(url, { headers: { Connection: 'close' } })).text();
  }
}

/** The built shop on a brand-new embedded database (or DATABASE_URL when set), for the length of `run`. */
export async function withFreshShop<T>(run: (url: string, pid: number) => Promise<T>, env: Record<string, string> = {}): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrin-bench-'));
  const server = await startServer(process.env.DATABASE_URL ? env : { PGLITE_DIR: dataDir, ...env });
  try {
    return await run(server.url, server.pid);
  } finally {
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Resident memory of a process in MB (Linux /proc), as `ps` and container limits count it. */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  if (!line?.[1]) throw new Error(`no VmRSS for process ${pid}`);
  return Math.round(Number(line[1]) / 1024);
}

/** Prints the rows and keeps them, with the time of the run, in bench/results/NAME.json (git-ignored). */
export function report(name: string, rows: Record<string, unknown>[], extra: Record<string, unknown> = {}): void {
  console.table(rows);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/${name}.json`, JSON.stringify({ at: new Date().toISOString(), ...extra, rows }, null, 2));
}

/** The first phone of the demo shop, for the product-page targets. */
export async function firstPhonePath(url: string): Promise<string> {
  const listing = JSON.parse(await getText(`${url}/api/shop/products?category=mobile&pageSize=1`)) as {
    data: { items: { id: number; slug: string }[] };
  };
  const product = listing.data.items[0];
  if (!product) throw new Error('the demo shop has no phone to test');
  return `/products/${product.id}/${product.slug}`;
}

export function runMain(main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * A PostgreSQL database `vitrin_bench_<products>` on the server of `serverUrl` (its role must be able to create
 * databases), holding the demo shop and `products` synthetic products, seeded once and kept between runs unless
 * `reseed`; the seed ends with VACUUM ANALYZE. Answers its connection string.
 */
export async function pgCatalog(serverUrl: string, products: number, reseed = false): Promise<string> {
  const name = `vitrin_bench_${products}`;
  const admin = new Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount && !reseed) return withDatabase(serverUrl, name);
    await admin.query(`drop database if exists ${name} with (force)`);
    // C.UTF-8 ctype: pg_trgm treats Persian letters as word characters only then (FA-NOTES.md).
    await admin.query(`create database ${name} template template0 encoding 'UTF8' lc_ctype 'C.UTF-8' lc_collate 'C.UTF-8'`);
  } finally {
    await admin.end();
  }
  const started = performance.now();
  execFileSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/seed.ts', '--products', String(products)], {
    env: { ...process.env, DATABASE_URL: withDatabase(serverUrl, name) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.log(`seeded ${name} in ${Math.round((performance.now() - started) / 1000)} s`);
  return withDatabase(serverUrl, name);
}
