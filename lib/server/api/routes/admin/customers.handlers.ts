import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { actorOf } from '../../admin-access';
import { noStore } from '../../auth-session';
import { adjustWallet, customerWallet, endCustomerSessions, getCustomer, listCustomers, setCustomerBlock, setCustomerKind } from '../../../services/customers/admin-customers';
import { adjustWalletRoute, customerBlockRoute, customerKindRoute, customerWalletRoute, endSessionsRoute, getCustomerRoute, listCustomersRoute } from './customers.routes';

export function mountAdminCustomers(app: OpenAPIHono) {
  app.openapi(listCustomersRoute, async (c) => {
    noStore(c);
    return c.json({ data: await listCustomers(c.req.valid('query')) }, 200);
  });
  app.openapi(getCustomerRoute, async (c) => {
    noStore(c);
    return c.json({ data: await getCustomer(c.req.valid('param').id) }, 200);
  });
  app.openapi(customerWalletRoute, async (c) => {
    noStore(c);
    return c.json({ data: await customerWallet(c.req.valid('param').id, c.req.valid('query')) }, 200);
  });
  app.openapi(adjustWalletRoute, async (c) => {
    noStore(c);
    const { id } = c.req.valid('param');
    await adjustWallet(actorOf(c), id, c.req.valid('json'));
    return c.json({ data: await getCustomer(id) }, 200);
  });
  app.openapi(customerKindRoute, async (c) => {
    noStore(c);
    const { id } = c.req.valid('param');
    await setCustomerKind(actorOf(c), id, c.req.valid('json').kind);
    return c.json({ data: await getCustomer(id) }, 200);
  });
  app.openapi(customerBlockRoute, async (c) => {
    noStore(c);
    const { id } = c.req.valid('param');
    await setCustomerBlock(actorOf(c), id, c.req.valid('json'));
    return c.json({ data: await getCustomer(id) }, 200);
  });
  app.openapi(endSessionsRoute, async (c) => {
    noStore(c);
    const { id } = c.req.valid('param');
    await endCustomerSessions(actorOf(c), id);
    return c.json({ data: await getCustomer(id) }, 200);
  });
}
