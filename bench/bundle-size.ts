// First-load JavaScript of pages, gzipped, from the production build.
// Usage: npm run build && npm run bench:bundle [-- / /products/[id]/[slug]]
// Each route is also given as a ratio to /_not-found: the emptiest page of the same app (root layout, shell,
// providers), the baseline of issue 3's budget (product page within 1.3×).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type RouteStats = { route: string; firstLoadChunkPaths?: string[] };

const statsPath = '.next/diagnostics/route-bundle-stats.json';
const stats = JSON.parse(readFileSync(statsPath, 'utf8')) as RouteStats[];
const wanted = process.argv.slice(2).filter((a) => a !== '--');
// The home page is served at / from /home/[key] (next.config.ts rewrites).
const routes = wanted.length > 0 ? wanted : ['/home/[key]', '/shop/[segment]', '/products/[id]/[slug]'];
const BASELINE = '/_not-found';

const gz = (file: string) => gzipSync(readFileSync(path.join(file.startsWith('.next') ? '' : '.next', file))).length;

function firstLoadBytes(route: string): { files: number; bytes: number } {
  const entry = stats.find((s) => s.route === route);
  if (!entry?.firstLoadChunkPaths) throw new Error(`no bundle stats for ${route} in ${statsPath}`);
  // Files the browser skips (the legacy polyfills) are not part of what a modern browser loads.
  const files = entry.firstLoadChunkPaths.filter((f) => !f.includes('polyfill'));
  return { files: files.length, bytes: files.reduce((sum, f) => sum + gz(f), 0) };
}

const baseline = firstLoadBytes(BASELINE).bytes;
const rows = [BASELINE, ...routes].map((route) => {
  const { files, bytes } = firstLoadBytes(route);
  return {
    route,
    files,
    'first-load JS (gzip KB)': Number((bytes / 1024).toFixed(1)),
    [`× ${BASELINE}`]: Number((bytes / baseline).toFixed(2)),
  };
});
console.table(rows);
