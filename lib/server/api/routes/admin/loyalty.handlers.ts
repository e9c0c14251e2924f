import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { scoreMessages } from '@/lib/contracts/scores';
import { actorOf } from '../../admin-access';
import { noStore } from '../../auth-session';
import { getLoyaltySettings, saveLoyaltySettings } from '../../../services/account/scores';
import { getLoyaltyRoute, saveLoyaltyRoute } from './loyalty.routes';

export function mountAdminLoyalty(app: OpenAPIHono) {
  app.openapi(getLoyaltyRoute, async (c) => {
    noStore(c);
    return c.json({ data: await getLoyaltySettings() }, 200);
  });
  app.openapi(saveLoyaltyRoute, async (c) => c.json({ data: await saveLoyaltySettings(actorOf(c), c.req.valid('json')), message: scoreMessages.saved }, 200));
}
