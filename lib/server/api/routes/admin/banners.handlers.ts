import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { actorOf } from '../../admin-access';
import { noStore } from '../../auth-session';
import { createBanner, deleteBanner, listBanners, reorderBanners, updateBanner } from '../../../services/content/banners-admin';
import { createBannerRoute, deleteBannerRoute, listBannersRoute, reorderBannersRoute, updateBannerRoute } from './banners.routes';

export function mountAdminBanners(app: OpenAPIHono) {
  app.openapi(listBannersRoute, async (c) => {
    noStore(c);
    return c.json({ data: await listBanners() }, 200);
  });
  // Before /admin/banners/{id}, which would take "order" for an id.
  app.openapi(reorderBannersRoute, async (c) => {
    await reorderBanners(actorOf(c), c.req.valid('json'));
    return c.body(null, 204);
  });
  app.openapi(createBannerRoute, async (c) => c.json({ data: await createBanner(actorOf(c), c.req.valid('json')) }, 201));
  app.openapi(updateBannerRoute, async (c) => c.json({ data: await updateBanner(actorOf(c), c.req.valid('param').id, c.req.valid('json')) }, 200));
  app.openapi(deleteBannerRoute, async (c) => {
    await deleteBanner(actorOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
}
