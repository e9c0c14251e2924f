// Load test of the shop's hottest reads on this machine (loopback only, bounded in time).
// Usage: npm run build && npm run bench:load [-- --seconds 10 --connections 50]
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { firstPhonePath, getText, report, runMain, withFreshShop } from './server';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } },
});
const duration = Number(values.seconds);
const connections = Number(values.connections);

runMain(() =>
  withFreshShop(async (url) => {
    // The hottest read, and the three page kinds issue 3 budgets: home, a category listing, a product page.
    const targets = ['/api/public/getStaticsData', '/', '/shop/category-mobile', await firstPhonePath(url)];
    const rows = [];
    for (const target of targets) {
      await getText(url + target); // warm the caches once, as a running shop would be
      const r = await autocannon({ url: url + target, duration, connections });
      rows.push({
        target,
        'req/s (avg)': Math.round(r.requests.average),
        'p50 ms': r.latency.p50,
        'p97.5 ms': r.latency.p97_5,
        'p99 ms': r.latency.p99,
        errors: r.errors + r.non2xx,
      });
    }
    report('load', rows, { duration, connections });
  }),
);
