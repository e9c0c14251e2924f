import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { actorOf } from '../../admin-access';
import { noStore } from '../../auth-session';
import { decideModeration, listModeration } from '../../../services/reviews/moderation';
import { decideModerationRoute, listModerationRoute } from './moderation.routes';

export function mountAdminModeration(app: OpenAPIHono) {
  app.openapi(listModerationRoute, async (c) => {
    noStore(c);
    const { kind, status } = c.req.valid('query');
    return c.json({ data: await listModeration(kind, status) }, 200);
  });

  app.openapi(decideModerationRoute, async (c) => {
    noStore(c);
    const { kind, id } = c.req.valid('param');
    const data = await decideModeration(actorOf(c), kind, id, c.req.valid('json').status);
    return c.json({ data, message: data.status === 'approved' ? 'تأیید شد' : 'رد شد' }, 200);
  });
}
