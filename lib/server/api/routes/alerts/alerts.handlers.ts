import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { alertMessages as msg } from '@/lib/contracts/alerts';
import { cancelAlert, listAlerts, requestAlert } from '../../../services/alerts/product-alerts';
import { noStore } from '../../auth-session';
import { cancelAlertRoute, listAlertsRoute, requestAlertRoute } from './alerts.routes';

export function mountAlerts(app: OpenAPIHono) {
  app.openapi(requestAlertRoute, async (c) => {
    const { variantId, kind } = c.req.valid('json');
    const data = await requestAlert(c.get('auth').user.id, variantId, kind);
    return c.json({ data, message: msg.created[kind] }, 201);
  });

  app.openapi(listAlertsRoute, async (c) => {
    noStore(c);
    return c.json({ data: await listAlerts(c.get('auth').user.id) }, 200);
  });

  app.openapi(cancelAlertRoute, async (c) => {
    await cancelAlert(c.get('auth').user.id, c.req.valid('param').id);
    return c.json({ data: null }, 200);
  });
}
