import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { actorOf } from '../../admin-access';
import { noStore } from '../../auth-session';
import { listSentMessages, sendCustomerMessage } from '../../../services/account/customer-messages';
import { listSentMessagesRoute, sendMessageRoute } from './messages.routes';

export function mountAdminMessages(app: OpenAPIHono) {
  app.openapi(sendMessageRoute, async (c) => {
    const data = await sendCustomerMessage(actorOf(c), c.req.valid('param').userId, c.req.valid('json'));
    return c.json({ data, message: 'پیام فرستاده شد' }, 201);
  });
  app.openapi(listSentMessagesRoute, async (c) => {
    noStore(c);
    return c.json({ data: await listSentMessages() }, 200);
  });
}
