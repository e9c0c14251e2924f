import type { NextConfig } from 'next';

/** The query keys of a listing (features/catalog/components/listing/listing-url.ts). */
const LISTING_QUERY_KEYS = ['search', 'brands', 'colors', 'priceMin', 'priceMax', 'inStock', 'discount', 'sort', 'page'];

const nextConfig: NextConfig = {
  // PGlite ships WebAssembly and pg has optional native bindings: load both from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // Visits mostly start on the storefront's kept pages, over phone connections where each request costs a
    // round trip: merge their scripts into fewer, larger files.
    turbopackChunking: { priorityRoutes: [/^\/home\//, /^\/shop\//, /^\/products\//], maxChunkCountPerGroup: 8 },
    inlineCss: true,
  },
  // CDNs may serve a kept page stale for at most this long after its 30 s (rendered-pages.ts).
  expireTime: 60,
  // Kept pages (lib/server/rendered-pages.ts): the home page lives under a parameter, and a listing with a
  // query is rendered per request by its own route while the plain listing is kept.
  async rewrites() {
    return {
      beforeFiles: [
        { source: '/', destination: '/home/index' },
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
