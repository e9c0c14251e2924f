// Search suggestion latency at two catalogue sizes, measured in one run (issue 4 budget: at 100,000
// products no more than 3× the latency at 1,000), with p95 under load beside it.
// Usage: npm run build && npm run bench:search [-- --small 1000 --large 100000 --seconds 10 --connections 20]
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { pgCatalog, startServer } from './server';

const { values } = parseArgs({
  options: {
    small: { type: 'string', default: '1000' },
    large: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '15' },
  },
});

/** What people type: a 2-letter start, brands both ways, a model, Arabic letters, Persian digits, a typo, nothing. */
const QUERIES = ['سا', 'سامسونگ', 'samsung', 'galaxy s25', 'نوكيا', 'آیفون ۱۶', 'گوشی شیائومی', 'سامسنگ', 'ipone', 'zzqq xx'];
const PATH = '/api/public/productSearch';

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (n: number) => Math.round(n * 10) / 10;

async function ask(url: string, query: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url + PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${query}: HTTP ${res.status}`);
  return performance.now() - started;
}

/** One request at a time, every query `rounds` times, interleaved: the latency of the search itself. */
async function sequential(url: string, rounds: number) {
  for (const q of QUERIES) await ask(url, q); // warm-up
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) for (const q of QUERIES) times.push(await ask(url, q));
  times.sort((a, b) => a - b);
  return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) };
}

/** autocannon over the same queries; it reports no p95, so response times are collected here. */
async function underLoad(url: string, duration: number, connections: number) {
  const times: number[] = [];
  const options = {
    url: url + PATH,
    duration,
    connections,
    requests: QUERIES.map((query) => ({ method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) })),
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (err, res) => (err ? reject(err) : resolve(res)));
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
  times.sort((a, b) => a - b);
  return { rps: Math.round(result.requests.average), p95: round(percentile(times, 95)), errors: result.errors + result.non2xx };
}

/** The catalog of `products` synthetic products: on PostgreSQL when DATABASE_URL is set, else in a fresh embedded database. */
async function withCatalog<T>(products: number, run: (env: Record<string, string>) => Promise<T>): Promise<T> {
  if (process.env.DATABASE_URL) return run({ DATABASE_URL: await pgCatalog(process.env.DATABASE_URL, products) });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrin-bench-search-'));
  try {
    const started = performance.now();
    execFileSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/seed.ts', '--products', String(products)], {
      env: { ...process.env, PGLITE_DIR: dir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    console.log(`seeded demo + ${products} synthetic products in ${Math.round((performance.now() - started) / 1000)} s`);
    return await run({ PGLITE_DIR: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measure(products: number, opts: { rounds: number; duration: number; connections: number }) {
  return withCatalog(products, async (env) => {
    const server = await startServer({ ...env, SEED_ON_START: 'false' });
    try {
      const seq = await sequential(server.url, opts.rounds);
      const load = await underLoad(server.url, opts.duration, opts.connections);
      return { products, 'p50 ms': seq.p50, 'p95 ms': seq.p95, [`p95 ms (${opts.connections} conn.)`]: load.p95, 'req/s': load.rps, errors: load.errors };
    } finally {
      server.stop();
    }
  });
}

async function main() {
  // Two catalogues, each in its own database: vitrin_bench_<N> on the PostgreSQL of DATABASE_URL (kept between runs,
  // see bench/scale.ts), else a fresh embedded one.
  const opts = { rounds: Number(values.rounds), duration: Number(values.seconds), connections: Number(values.connections) };
  const small = await measure(Number(values.small), opts);
  const large = await measure(Number(values.large), opts);
  const ratio = round(large['p50 ms'] / small['p50 ms']);
  console.table([small, large]);
  console.log(`p50 ratio ${values.large}/${values.small}: ${ratio}× (budget ≤ 3×) ${ratio <= 3 ? 'OK' : 'OVER BUDGET'}`);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/search.json', JSON.stringify({ at: new Date().toISOString(), queries: QUERIES, ...opts, rows: [small, large], ratio }, null, 2));
  if (ratio > 3) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
