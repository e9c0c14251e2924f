import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { actorOf } from '../../admin-access';
import { noStore } from '../../auth-session';
import { createBundle, deleteBundle, listProductBundlesAdmin, searchProductsToPick, updateBundle } from '../../../services/catalog/bundles-admin';
import { createBundleRoute, deleteBundleRoute, listBundlesRoute, searchProductsRoute, updateBundleRoute } from './bundles.routes';

export function mountAdminBundles(app: OpenAPIHono) {
  app.openapi(searchProductsRoute, async (c) => {
    noStore(c);
    return c.json({ data: await searchProductsToPick(c.req.valid('query').q) }, 200);
  });
  app.openapi(listBundlesRoute, async (c) => {
    noStore(c);
    return c.json({ data: await listProductBundlesAdmin(c.req.valid('param').id) }, 200);
  });
  app.openapi(createBundleRoute, async (c) => {
    noStore(c);
    return c.json({ data: await createBundle(actorOf(c), c.req.valid('param').id, c.req.valid('json')), message: 'بسته ساخته شد' }, 201);
  });
  app.openapi(updateBundleRoute, async (c) => {
    noStore(c);
    return c.json({ data: await updateBundle(actorOf(c), c.req.valid('param').id, c.req.valid('json')), message: 'بسته ذخیره شد' }, 200);
  });
  app.openapi(deleteBundleRoute, async (c) => {
    noStore(c);
    await deleteBundle(actorOf(c), c.req.valid('param').id);
    return c.json({ message: 'بسته حذف شد' }, 200);
  });
}
