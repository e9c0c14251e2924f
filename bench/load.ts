// Load test of the shop's hottest reads on this machine (loopback only, bounded in time), with the server's
// resident memory before, under and a minute after the load (issue 25: it must come back near where it started).
// Usage: npm run build && npm run bench:load [-- --seconds 10 --connections 50 --settle 60]
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { firstPhonePath, getText, report, rssMb, runMain, withFreshShop } from './server';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    settle: { type: 'string', default: '60' },
  },
});
const duration = Number(values.seconds);
const connections = Number(values.connections);
const settleSeconds = Number(values.settle);

runMain(() =>
  withFreshShop(async (url, pid) => {
    // The hottest read, and the three page kinds issue 3 budgets: home, a category listing, a product page.
    const targets = ['/api/public/getStaticsData', '/', '/shop/category-mobile', await firstPhonePath(url)];
    const memory = { freshMb: rssMb(pid), warmMb: 0, peakUnderLoadMb: 0, afterSettleMb: 0, settleSeconds };
    // Warm the caches once, as a running shop would be.
    for (const target of targets) await getText(url + target);
    memory.warmMb = rssMb(pid);
    const sampler = setInterval(() => (memory.peakUnderLoadMb = Math.max(memory.peakUnderLoadMb, rssMb(pid))), 250);
    const rows = [];
    for (const target of targets) {
      const r = await autocannon({ url: url + target, duration, connections });
      rows.push({
        target,
        'req/s (avg)': Math.round(r.requests.average),
        'p50 ms': r.latency.p50,
        'p97.5 ms': r.latency.p97_5,
        'p99 ms': r.latency.p99,
        errors: r.errors,
        non2xx: r.non2xx,
        timeouts: r.timeouts,
      });
    }
    clearInterval(sampler);
    await sleep(settleSeconds * 1000);
    memory.afterSettleMb = rssMb(pid);
    console.table([memory]);
    report('load', rows, { duration, connections, memory });
  }),
);
