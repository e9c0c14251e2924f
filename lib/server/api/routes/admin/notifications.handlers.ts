import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { actorOf } from '../../admin-access';
import { noStore } from '../../auth-session';
import { createNotification, deleteNotification, listNotifications, updateNotification } from '../../../services/content/notifications-admin';
import { createNotificationRoute, deleteNotificationRoute, listNotificationsRoute, updateNotificationRoute } from './notifications.routes';

export function mountAdminNotifications(app: OpenAPIHono) {
  app.openapi(listNotificationsRoute, async (c) => {
    noStore(c);
    return c.json({ data: await listNotifications() }, 200);
  });
  app.openapi(createNotificationRoute, async (c) => c.json({ data: await createNotification(actorOf(c), c.req.valid('json')) }, 201));
  app.openapi(updateNotificationRoute, async (c) => c.json({ data: await updateNotification(actorOf(c), c.req.valid('param').id, c.req.valid('json')) }, 200));
  app.openapi(deleteNotificationRoute, async (c) => {
    await deleteNotification(actorOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
}
