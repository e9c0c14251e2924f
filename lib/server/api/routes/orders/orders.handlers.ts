import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { noStore } from '../../auth-session';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from '../../../services/orders/addresses';
import { cancelOrder } from '../../../services/orders/change-order';
import { checkoutQuote, placeOrder } from '../../../services/checkout/place-order';
import { getOrder, listOrders } from '../../../services/orders/read-orders';
import { payOrder, payOrderFromWallet } from '../../../services/checkout/order-payments';
import { chosenGateway } from '../../../services/payment/payments';
import { getDb } from '../../../db/client';
import {
  cancelOrderRoute,
  checkoutRoute,
  createAddressRoute,
  defaultAddressRoute,
  deleteAddressRoute,
  getOrderRoute,
  listAddressesRoute,
  listOrdersRoute,
  payFromWalletRoute,
  payOrderRoute,
  placeOrderRoute,
  updateAddressRoute,
} from './orders.routes';

const userId = (c: Context) => c.get('auth').user.id;
const viewerOf = (c: Context) => ({ noCheck: c.get('auth').user.role === 'seller' });

/** Everything here is one person's own data: never cached on the way. */
function mine<T>(c: Context, data: T) {
  noStore(c);
  return { data };
}

export function mountOrders(app: OpenAPIHono) {
  app.openapi(listAddressesRoute, async (c) => c.json(mine(c, await listAddresses(userId(c))), 200));
  app.openapi(createAddressRoute, async (c) => c.json(mine(c, await createAddress(userId(c), c.req.valid('json'))), 200));
  app.openapi(updateAddressRoute, async (c) => c.json(mine(c, await updateAddress(userId(c), c.req.valid('param').id, c.req.valid('json'))), 200));
  app.openapi(defaultAddressRoute, async (c) => c.json(mine(c, await setDefaultAddress(userId(c), c.req.valid('param').id)), 200));
  app.openapi(deleteAddressRoute, async (c) => {
    await deleteAddress(userId(c), c.req.valid('param').id);
    return c.json(mine(c, null), 200);
  });

  app.openapi(checkoutRoute, async (c) => c.json(mine(c, await checkoutQuote(userId(c), viewerOf(c), c.req.valid('query').addressId)), 200));
  app.openapi(placeOrderRoute, async (c) => c.json(mine(c, await placeOrder(userId(c), viewerOf(c), c.req.valid('json'))), 200));
  app.openapi(listOrdersRoute, async (c) => {
    const { status, page } = c.req.valid('query');
    return c.json(mine(c, await listOrders({ userId: userId(c) }, status, page)), 200);
  });
  app.openapi(getOrderRoute, async (c) => c.json(mine(c, await getOrder(c.req.valid('param').id, userId(c))), 200));
  app.openapi(cancelOrderRoute, async (c) => {
    const { id } = c.req.valid('param');
    await cancelOrder(userId(c), id);
    return c.json(mine(c, await getOrder(id, userId(c))), 200);
  });

  app.openapi(payOrderRoute, async (c) => {
    const gateway = await chosenGateway(getDb(), c.req.valid('json').gateway);
    return c.json(mine(c, await payOrder(userId(c), c.req.valid('param').id, gateway)), 200);
  });

  app.openapi(payFromWalletRoute, async (c) => {
    const { id } = c.req.valid('param');
    await payOrderFromWallet(userId(c), id);
    return c.json(mine(c, await getOrder(id, userId(c))), 200);
  });
}
