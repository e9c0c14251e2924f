import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { actorOf } from '../../admin-access';
import { noStore } from '../../auth-session';
import { cancelPayLink, listPayLinks, resendPayLink } from '../../../services/checkout/pay-links-admin';
import { cancelPayLinkRoute, listPayLinksRoute, resendPayLinkRoute } from './pay-links.routes';

export function mountAdminPayLinks(app: OpenAPIHono) {
  app.openapi(listPayLinksRoute, async (c) => {
    noStore(c);
    return c.json({ data: await listPayLinks(c.req.valid('query')) }, 200);
  });
  app.openapi(resendPayLinkRoute, async (c) => c.json({ data: await resendPayLink(actorOf(c), c.req.valid('param').orderId) }, 200));
  app.openapi(cancelPayLinkRoute, async (c) => {
    await cancelPayLink(actorOf(c), c.req.valid('param').orderId);
    return c.body(null, 204);
  });
}
