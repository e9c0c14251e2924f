import path from 'node:path';
import type { NextConfig } from 'next';
import { LISTING_QUERY_KEYS } from './lib/contracts/listing-keys';

const COMPARE_IDS = '(?<ids>[1-9][0-9]{0,8}(?:,[1-9][0-9]{0,8}){0,3})';

const nextConfig: NextConfig = {
  // PGlite ships WebAssembly and pg has optional native bindings: load them (and pg-boss, which needs pg) from
  // node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pg-boss'],
  // The production server is .next/standalone/server.js (lib/server/host/start.ts, assembled by scripts/standalone.ts).
  output: 'standalone',
  // The API reference (/api/docs) reads Swagger UI's two files at run time, under a path the tracer cannot follow.
  outputFileTracingIncludes: {
    '/api/[[...path]]': ['./node_modules/swagger-ui-dist/swagger-ui-bundle.js', './node_modules/swagger-ui-dist/swagger-ui.css'],
  },
  // That server compresses: kept pages once per version, everything else per request (lib/server/host).
  compress: false,
  // Kept pages live in the app's bounded page store (memory, and Redis when set) instead of files under .next.
  cacheHandler: path.join(process.cwd(), 'lib/server/page-store/cache-handler.cjs'),
  cacheMaxMemorySize: 0,
  poweredByHeader: false,
  // Next hashes a kept page's whole body on every request for its ETag; the shop tags kept pages once per version
  // instead (lib/server/security/kept-page-facts.ts).
  generateEtags: false,
  reactStrictMode: true,
  // The stylesheet (about 10 KB gzip) comes inside the page instead of as a render-blocking request: a kept
  // page paints as soon as its HTML arrives, before its scripts (docs/decisions/0011-inline-stylesheet.md).
  experimental: { inlineCss: true },
  // CDNs may serve a kept page stale for at most this long after its 30 s (rendered-pages.ts).
  expireTime: 60,
  // Kept pages (lib/server/rendered-pages.ts): the home page lives under a parameter, and a listing with a
  // query is rendered per request by its own route while the plain listing is kept.
  async rewrites() {
    return {
      beforeFiles: [
        { source: '/', destination: '/home/index' },
        // A comparison whose list is valid (at most 4 ids, the same rule as compareIdsSchema) is a kept page.
        ...(['diff', 'all'] as const).map((view) => ({
          source: '/compare',
          has: [
            { type: 'query' as const, key: 'ids', value: COMPARE_IDS },
            ...(view === 'diff' ? [{ type: 'query' as const, key: 'only', value: 'diff' }] : []),
          ],
          destination: `/compare/${view}/:ids`,
        })),
        ...LISTING_QUERY_KEYS.map((key) => ({
          source: '/shop/:segment',
          has: [{ type: 'query' as const, key }],
          destination: '/shop/:segment/filtered',
        })),
      ],
      afterFiles: [],
      fallback: [],
    };
  },
};

export default nextConfig;
