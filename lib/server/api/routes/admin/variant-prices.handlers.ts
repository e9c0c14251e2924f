import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { actorOf } from '../../admin-access';
import { updateVariantPrices } from '../../../services/catalog/variant-prices';
import { updateVariantPricesRoute } from './variant-prices.routes';

export function mountAdminVariantPrices(app: OpenAPIHono) {
  app.openapi(updateVariantPricesRoute, async (c) => {
    const saved = await updateVariantPrices(actorOf(c), c.req.valid('param').id, c.req.valid('json'));
    c.header('Cache-Control', 'no-store');
    return c.json({ data: saved, message: 'قیمت ذخیره شد' }, 200);
  });
}
