import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { NotFoundError } from '../../../errors';
import { getProductDetail } from '../../../services/catalog/product-detail';
import { productDetailRoute } from './product.routes';

// The same freshness as the server cache: browsers and CDNs may keep a product for a minute.
const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

export function mountCatalogProduct(app: OpenAPIHono) {
  app.openapi(productDetailRoute, async (c) => {
    const product = await getProductDetail(Number(c.req.valid('param').id));
    if (!product) throw new NotFoundError('محصول مورد نظر یافت نشد');
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ data: product }, 200);
  });
}
