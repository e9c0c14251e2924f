import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { actorOf } from '../../admin-access';
import { noStore } from '../../auth-session';
import { createSiteLink, deleteSiteLink, listSiteLinks, updateSiteLink } from '../../../services/content/site-links-admin';
import { createSiteLinkRoute, deleteSiteLinkRoute, listSiteLinksRoute, updateSiteLinkRoute } from './site-links.routes';

export function mountAdminSiteLinks(app: OpenAPIHono) {
  app.openapi(listSiteLinksRoute, async (c) => {
    noStore(c);
    return c.json({ data: await listSiteLinks() }, 200);
  });
  app.openapi(createSiteLinkRoute, async (c) => c.json({ data: await createSiteLink(actorOf(c), c.req.valid('json')) }, 201));
  app.openapi(updateSiteLinkRoute, async (c) => c.json({ data: await updateSiteLink(actorOf(c), c.req.valid('param').id, c.req.valid('json')) }, 200));
  app.openapi(deleteSiteLinkRoute, async (c) => {
    await deleteSiteLink(actorOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
}
