import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { getListing } from '../../../services/catalog/listing';
import { listingRoute } from './listing.routes';

// The same freshness as the server cache: browsers and CDNs may keep a listing for a minute.
const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

export function mountCatalogListing(app: OpenAPIHono) {
  app.openapi(listingRoute, async (c) => {
    const listing = await getListing(c.req.valid('query'));
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ data: listing }, 200);
  });
}
