import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { getComparison } from '../../../services/catalog/product-compare';
import { compareRoute } from './compare.routes';

export function mountCompare(app: OpenAPIHono) {
  app.openapi(compareRoute, async (c) => {
    const comparison = await getComparison(c.req.valid('query').ids);
    // As fresh as the product pages it is made from.
    c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=300');
    return c.json({ data: comparison }, 200);
  });
}
