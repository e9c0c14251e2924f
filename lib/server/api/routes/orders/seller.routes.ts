import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { envelope } from '@/lib/contracts/envelope';
import { orderListQuerySchema, orderListSchema, orderMessages, payLinkOrderSchema, payOrderBodySchema, sellerOrderBodySchema, sellerOrderSchema } from '@/lib/contracts/orders';
import { ForbiddenError } from '../../../errors';
import { requireUser } from '../../auth-session';
import { BEARER_SCHEME } from '../auth/auth.routes';
import { error, json } from '../basket/basket-openapi';

/** After requireUser: only sellers (SPEC §6 noCheck) build orders for walk-in customers. */
const requireSeller = createMiddleware(async (c, next) => {
  if (c.get('auth').user.role !== 'seller') throw new ForbiddenError(orderMessages.sellerOnly);
  await next();
});

const seller = { security: [{ [BEARER_SCHEME]: [] }], middleware: [requireUser, requireSeller], tags: ['seller'] };
const tokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32}$/).openapi({ param: { name: 'token', in: 'path' } }) });
const ok = <T extends z.ZodType>(schema: T, description: string) => ({ 200: { description, content: json(envelope(schema)) } });

export const createSellerOrderRoute = createRoute({
  ...seller,
  method: 'post',
  path: '/seller/orders',
  summary: 'Turn the seller’s basket into a walk-in customer’s order and text them a payment link',
  request: { body: { required: true, content: json(sellerOrderBodySchema) } },
  responses: {
    ...ok(sellerOrderSchema, 'The order and its link'),
    400: error('A field is invalid'),
    401: error('No live session'),
    403: error('Not a seller, or catalog mode'),
    409: error('Empty basket or not enough stock'),
  },
});

export const listSellerOrdersRoute = createRoute({
  ...seller,
  method: 'get',
  path: '/seller/orders',
  summary: 'The orders this seller made, newest first',
  request: { query: orderListQuerySchema },
  responses: { ...ok(orderListSchema, 'A page of orders'), 401: error('No live session'), 403: error('Not a seller') },
});

export const payLinkRoute = createRoute({
  tags: ['seller'],
  method: 'get',
  path: '/public/pay/{token}',
  summary: 'The order a payment link opens (no sign-in: the link is the key)',
  request: { params: tokenParam },
  responses: { ...ok(payLinkOrderSchema, 'The order'), 404: error('Unknown or replaced link'), 410: error('The link expired') },
});

export const payByLinkRoute = createRoute({
  tags: ['seller'],
  method: 'post',
  path: '/public/pay/{token}',
  summary: 'Start the link’s payment at the chosen gateway; the bank returns to /pay/result',
  request: { params: tokenParam, body: { required: true, content: json(payOrderBodySchema) } },
  responses: {
    ...ok(z.object({ redirectUrl: z.string() }), 'The bank’s address'),
    400: error('Gateway not offered'),
    404: error('Unknown or replaced link'),
    409: error('Already paid'),
    410: error('The link expired'),
  },
});
