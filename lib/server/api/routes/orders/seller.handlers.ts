import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { getDb } from '../../../db/client';
import { listOrders } from '../../../services/orders/read-orders';
import { createSellerOrder, payByLink, payLinkOrder } from '../../../services/checkout/seller-orders';
import { chosenGateway } from '../../../services/payment/payments';
import { noStore } from '../../auth-session';
import { createSellerOrderRoute, listSellerOrdersRoute, payByLinkRoute, payLinkRoute } from './seller.routes';

export function mountSeller(app: OpenAPIHono) {
  app.openapi(createSellerOrderRoute, async (c) => {
    noStore(c);
    return c.json({ data: await createSellerOrder(c.get('auth').user.id, c.req.valid('json')) }, 200);
  });
  app.openapi(listSellerOrdersRoute, async (c) => {
    const { status, page } = c.req.valid('query');
    noStore(c);
    return c.json({ data: await listOrders({ createdBy: c.get('auth').user.id }, status, page) }, 200);
  });
  app.openapi(payLinkRoute, async (c) => {
    noStore(c);
    return c.json({ data: await payLinkOrder(c.req.valid('param').token) }, 200);
  });
  app.openapi(payByLinkRoute, async (c) => {
    const gateway = await chosenGateway(getDb(), c.req.valid('json').gateway);
    noStore(c);
    return c.json({ data: await payByLink(c.req.valid('param').token, gateway) }, 200);
  });
}
