// Load test of the shop's hottest reads on this machine (loopback only, bounded in time).
// Usage: npm run build && npm run bench:load [-- --seconds 10 --connections 50]
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { getText, startServer } from './server';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } },
});
const duration = Number(values.seconds);
const connections = Number(values.connections);

/** The hottest reads, and the three page kinds issue 3 budgets: home, a category listing, a product page. */
async function pickTargets(base: string): Promise<string[]> {
  const listing = JSON.parse(await getText(`${base}/api/shop/products?category=mobile&pageSize=1`)) as {
    data: { items: { id: number; slug: string }[] };
  };
  const product = listing.data.items[0];
  if (!product) throw new Error('the demo shop has no phone to test');
  return ['/api/public/getStaticsData', '/', '/shop/category-mobile', `/products/${product.id}/${product.slug}`];
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrin-bench-'));
  const env: Record<string, string> = process.env.DATABASE_URL ? {} : { PGLITE_DIR: dataDir };
  const server = await startServer(env);
  try {
    const rows = [];
    for (const target of await pickTargets(server.url)) {
      await getText(server.url + target); // warm the caches once, as a running shop would be
      const r = await autocannon({ url: server.url + target, duration, connections });
      rows.push({
        target,
        'req/s (avg)': Math.round(r.requests.average),
        'p50 ms': r.latency.p50,
        'p97.5 ms': r.latency.p97_5,
        'p99 ms': r.latency.p99,
        errors: r.errors + r.non2xx,
      });
    }
    console.table(rows);
    mkdirSync('bench/results', { recursive: true });
    writeFileSync('bench/results/load.json', JSON.stringify({ at: new Date().toISOString(), duration, connections, rows }, null, 2));
  } finally {
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
