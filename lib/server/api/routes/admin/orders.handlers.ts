import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { actorOf } from '../../admin-access';
import { noStore } from '../../auth-session';
import { exportAdminOrders, getAdminOrder, listAdminOrders } from '../../../services/orders/admin-orders';
import { moveOrder, refundOrderPart } from '../../../services/orders/change-order';
import { adminOrderRefundRoute, adminOrderRoute, adminOrdersExportRoute, adminOrdersRoute, adminOrderStatusRoute } from './orders.routes';

export function mountAdminOrders(app: OpenAPIHono) {
  app.openapi(adminOrdersRoute, async (c) => {
    noStore(c);
    return c.json({ data: await listAdminOrders(c.req.valid('query')) }, 200);
  });
  // Before /admin/orders/{id}: "export" is not an order number.
  app.openapi(adminOrdersExportRoute, async (c) =>
    c.body(await exportAdminOrders(c.req.valid('query')), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="orders.csv"',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    }),
  );
  app.openapi(adminOrderRoute, async (c) => {
    noStore(c);
    return c.json({ data: await getAdminOrder(c.req.valid('param').id) }, 200);
  });
  app.openapi(adminOrderStatusRoute, async (c) => {
    noStore(c);
    const { id } = c.req.valid('param');
    const { status, note, trackingCode, refundTo } = c.req.valid('json');
    await moveOrder(actorOf(c), id, status, note ?? null, trackingCode ?? null, refundTo);
    return c.json({ data: await getAdminOrder(id) }, 200);
  });
  app.openapi(adminOrderRefundRoute, async (c) => {
    noStore(c);
    const { id } = c.req.valid('param');
    await refundOrderPart(actorOf(c), id, c.req.valid('json'));
    return c.json({ data: await getAdminOrder(id) }, 200);
  });
}
