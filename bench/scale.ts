// A small and a large catalog side by side on PostgreSQL (issue 26): the same requests against two servers, one
// on the demo shop plus 1,000 synthetic products and one plus 100,000, and the ratios the issue budgets.
// Usage: npm run build && npm run bench:scale [-- --small 1000 --large 100000 --seconds 8 --rounds 40 --reseed]
// PostgreSQL: BENCH_PG_URL, else DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), must be able to
// create databases;
// the two catalogs live in vitrin_bench_<N> and are kept between runs (--reseed starts them over).
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { firstPhonePath, getText, pgCatalog, report, runMain, startServer } from './server';

const { values } = parseArgs({
  options: {
    small: { type: 'string', default: '1000' },
    large: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '40' },
    connections: { type: 'string', default: '10' },
    reseed: { type: 'boolean', default: false },
  },
});
const duration = Number(values.seconds);
const rounds = Number(values.rounds);
const connections = Number(values.connections);

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (n: number) => Math.round(n * 100) / 100;

/** A price floor that changes per request, so every request misses the read cache and the kept pages. */
let nonce = 0;
const priceFloor = () => 1_000_000 + ((nonce++ * 7919) % 500_000);

/** Unloaded: one request at a time, the two servers interleaved; p50 of each in ms. */
async function sequential(urls: [string, string], pathOf: (server: number, round: number) => string): Promise<[number, number]> {
  const times: [number[], number[]] = [[], []];
  for (let r = 0; r < rounds; r++) {
    for (const i of [0, 1] as const) {
      const path = pathOf(i, r);
      const started = performance.now();
      const res = await fetch(urls[i] + path);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
      times[i].push(performance.now() - started);
    }
  }
  return times.map((t) => round(percentile(t.sort((a, b) => a - b), 50))) as [number, number];
}

/** Throughput under `connections` connections, requests/s (average). */
async function throughput(url: string, path: () => string, headers: Record<string, string> = {}): Promise<number> {
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: url + path(),
        duration,
        connections,
        headers,
        requests: [{ setupRequest: (req) => ({ ...req, path: path() }) }],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path()}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return Math.round(result.requests.average);
}

/** Paths of `count` phones after the first (the first is warmed as the kept page). */
async function phonePaths(url: string, count: number): Promise<string[]> {
  const listing = JSON.parse(await getText(`${url}/api/shop/products?category=mobile&pageSize=${count + 1}`)) as {
    data: { items: { id: number; slug: string }[] };
  };
  const paths = listing.data.items.slice(1).map((p) => `/products/${p.id}/${p.slug}`);
  if (paths.length < count) throw new Error(`only ${paths.length} phones to render`);
  return paths;
}

/** What Chromium sends. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

type Row = { measure: string; small: number; large: number; ratio: number; budget: string; ok: boolean };

runMain(async () => {
  const small = Number(values.small);
  const large = Number(values.large);
  const adminUrl = process.env.BENCH_PG_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbs = [await pgCatalog(adminUrl, small, values.reseed), await pgCatalog(adminUrl, large, values.reseed)];
  const servers = await Promise.all(dbs.map((DATABASE_URL) => startServer({ DATABASE_URL, SEED_ON_START: 'false' })));
  const urls = servers.map((s) => s.url) as [string, string];
  const rows: Row[] = [];
  const add = (measure: string, s: number, l: number, budget: string, ok: (ratio: number, l: number) => boolean) => {
    const ratio = round(l / s);
    rows.push({ measure, small: s, large: l, ratio, budget, ok: ok(ratio, l) });
  };
  try {
    const listingApi = () => `/api/shop/products?category=mobile&priceMin=${priceFloor()}`;
    const listingPage = () => `/shop/category-mobile?sort=cheapest&priceMin=${priceFloor()}`;
    const phones = await Promise.all(urls.map(firstPhonePath));
    for (const [i, url] of urls.entries()) for (const p of ['/', '/pages/about', phones[i]!]) await getText(url + p);

    const [apiS, apiL] = await sequential(urls, listingApi);
    add('listing API p50 ms (unloaded)', apiS, apiL, '≤ 2×', (r) => r <= 2);
    add(`listing API req/s (${connections} conn.)`, await throughput(urls[0], listingApi), await throughput(urls[1], listingApi), '≥ 0.5×', (r) => r >= 0.5);
    const [pageS, pageL] = await sequential(urls, listingPage);
    add('listing page with sort and filter p50 ms', pageS, pageL, '≤ 2×', (r) => r <= 2);
    add(`listing page req/s (${connections} conn.)`, await throughput(urls[0], listingPage), await throughput(urls[1], listingPage), '≥ 0.5×', (r) => r >= 0.5);
    // A product page's first render: every round asks for a phone not asked for before (none is kept yet).
    const unseen = await Promise.all(urls.map((url) => phonePaths(url, rounds)));
    const [renderS, renderL] = await sequential(urls, (i, r) => unseen[i]![r]!);
    add('product page first render p50 ms', renderS, renderL, '≤ 1.3×', (r) => r <= 1.3);

    // Same-server comparisons: each server's own figures, the large catalog's reported.
    for (const [i, label] of [[0, 'small'], [1, 'large']] as const) {
      const url = urls[i];
      const phone = () => phones[i]!;
      const plain = await throughput(url, phone);
      const gzip = await throughput(url, phone, { 'accept-encoding': 'gzip' });
      add(`${label}: kept product page req/s, identity vs gzip`, plain, gzip, '≥ 0.8×', (r) => r >= 0.8);
      // As browsers ask for them (compressed, served from the kept copy's stored encodings), then uncompressed, where
      // the bytes alone set the pace and the load generator, on the same two cores, parses every one of them.
      const content = await throughput(url, () => '/pages/about', BROWSER_ENCODINGS);
      const home = await throughput(url, () => '/', BROWSER_ENCODINGS);
      add(`${label}: kept content page vs home req/s (br, gzip)`, content, home, '≥ 0.8×', (r) => r >= 0.8);
      const contentPlain = await throughput(url, () => '/pages/about');
      const homePlain = await throughput(url, () => '/');
      add(`${label}: kept content page vs home req/s (identity)`, contentPlain, homePlain, '(shown)', () => true);
      const health = await throughput(url, () => '/api/health');
      const statics = await throughput(url, () => '/api/public/getStaticsData');
      add(`${label}: /api/health vs getStaticsData req/s`, health, statics, '≥ 0.5×', (r) => r >= 0.5);
    }
  } finally {
    for (const s of servers) s.stop();
  }
  report('scale', rows, { small, large, rounds, duration, connections });
  const over = rows.filter((r) => !r.ok);
  console.log(over.length === 0 ? 'every budget met' : `over budget: ${over.map((r) => r.measure).join('; ')}`);
  if (over.length > 0) process.exitCode = 1;
});
