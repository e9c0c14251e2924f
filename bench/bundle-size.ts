// First-load JavaScript of pages, gzipped, from the production build.
// Usage: npm run build && npm run bench:bundle [-- / /products/[id]/[slug]]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type RouteStats = { route: string; firstLoadChunkPaths?: string[] };

const statsPath = '.next/diagnostics/route-bundle-stats.json';
const stats = JSON.parse(readFileSync(statsPath, 'utf8')) as RouteStats[];
const wanted = process.argv.slice(2).filter((a) => a !== '--');
const routes = wanted.length > 0 ? wanted : ['/'];

const gz = (file: string) => gzipSync(readFileSync(path.join(file.startsWith('.next') ? '' : '.next', file))).length;

const rows = routes.map((route) => {
  const entry = stats.find((s) => s.route === route);
  if (!entry?.firstLoadChunkPaths) throw new Error(`no bundle stats for ${route} in ${statsPath}`);
  // Files the browser skips (the legacy polyfills) are not part of what a modern browser loads.
  const files = entry.firstLoadChunkPaths.filter((f) => !f.includes('polyfill'));
  const bytes = files.reduce((sum, f) => sum + gz(f), 0);
  return { route, files: files.length, 'first-load JS (gzip KB)': Number((bytes / 1024).toFixed(1)) };
});
console.table(rows);
