import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { envelope } from '@/lib/contracts/envelope';
import {
  addressBodySchema,
  addressSchema,
  checkoutQuerySchema,
  checkoutSchema,
  orderDetailSchema,
  orderListQuerySchema,
  orderListSchema,
  payOrderBodySchema,
  placedOrderSchema,
  placeOrderBodySchema,
} from '@/lib/contracts/orders';
import { requireUser } from '../../auth-session';
import { BEARER_SCHEME } from '../auth/auth.routes';
import { error, json } from '../basket/basket-openapi';
import { pathId } from '../path-id';

const bearer = { security: [{ [BEARER_SCHEME]: [] }], middleware: requireUser };
const common = {
  400: error('A field is invalid (Persian message, field errors)'),
  401: error('No live session'),
  404: error('Not found, or not this user’s'),
};
const idParam = z.object({ id: pathId('id') });
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, content: json(schema) } });
const ok = <T extends z.ZodType>(schema: T, description: string) => ({ 200: { description, content: json(envelope(schema)) } });

export const listAddressesRoute = createRoute({
  ...bearer,
  tags: ['addresses'],
  method: 'get',
  path: '/user/addresses',
  summary: 'The user’s addresses, default first',
  responses: { ...ok(z.array(addressSchema), 'Addresses'), ...common },
});

export const createAddressRoute = createRoute({
  ...bearer,
  tags: ['addresses'],
  method: 'post',
  path: '/user/addresses',
  summary: 'Add an address (the first one becomes the default)',
  request: body(addressBodySchema),
  responses: { ...ok(addressSchema, 'The new address'), ...common, 409: error('Too many addresses') },
});

export const updateAddressRoute = createRoute({
  ...bearer,
  tags: ['addresses'],
  method: 'put',
  path: '/user/addresses/{id}',
  summary: 'Change an address',
  request: { params: idParam, ...body(addressBodySchema) },
  responses: { ...ok(addressSchema, 'The address'), ...common },
});

export const defaultAddressRoute = createRoute({
  ...bearer,
  tags: ['addresses'],
  method: 'post',
  path: '/user/addresses/{id}/default',
  summary: 'Make an address the default',
  request: { params: idParam },
  responses: { ...ok(addressSchema, 'The address'), ...common },
});

export const deleteAddressRoute = createRoute({
  ...bearer,
  tags: ['addresses'],
  method: 'delete',
  path: '/user/addresses/{id}',
  summary: 'Delete an address (orders keep their copy)',
  request: { params: idParam },
  responses: { ...ok(z.null(), 'Deleted'), ...common },
});

export const checkoutRoute = createRoute({
  ...bearer,
  tags: ['orders'],
  method: 'get',
  path: '/user/checkout',
  summary: 'The basket priced now, the shipping options for an address, the wallet balance and the gateways',
  request: { query: checkoutQuerySchema },
  responses: { ...ok(checkoutSchema, 'What /order shows'), ...common, 403: error('Catalog mode'), 409: error('Empty basket') },
});

export const placeOrderRoute = createRoute({
  ...bearer,
  tags: ['orders'],
  method: 'post',
  path: '/user/orders',
  summary: 'Place an order from the basket: re-priced, units reserved, wallet share taken, in one transaction',
  request: body(placeOrderBodySchema),
  responses: { ...ok(placedOrderSchema, 'The order'), ...common, 403: error('Catalog mode'), 409: error('Empty basket, stock, wallet or shipping problem') },
});

export const listOrdersRoute = createRoute({
  ...bearer,
  tags: ['orders'],
  method: 'get',
  path: '/user/orders',
  summary: 'The user’s orders, newest first, filtered by state, 10 a page',
  request: { query: orderListQuerySchema },
  responses: { ...ok(orderListSchema, 'A page of orders'), ...common },
});

export const getOrderRoute = createRoute({
  ...bearer,
  tags: ['orders'],
  method: 'get',
  path: '/user/orders/{id}',
  summary: 'One order: lines, timeline, payments',
  request: { params: idParam },
  responses: { ...ok(orderDetailSchema, 'The order'), ...common },
});

export const cancelOrderRoute = createRoute({
  ...bearer,
  tags: ['orders'],
  method: 'post',
  path: '/user/orders/{id}/cancel',
  summary: 'Cancel an unpaid order',
  request: { params: idParam },
  responses: { ...ok(orderDetailSchema, 'The cancelled order'), ...common, 409: error('Not cancellable any more') },
});

export const payOrderRoute = createRoute({
  ...bearer,
  tags: ['orders'],
  method: 'post',
  path: '/user/orders/{id}/pay',
  summary: 'Start paying an unpaid order’s gateway share: answers where to send the browser (the bank)',
  request: { params: idParam, ...body(payOrderBodySchema) },
  responses: {
    ...ok(z.object({ paymentId: z.number().int(), redirectUrl: z.string() }), 'The bank’s address'),
    ...common,
    409: error('Not awaiting payment, or its time ran out'),
    503: error('The bank did not answer'),
  },
});

export const payFromWalletRoute = createRoute({
  ...bearer,
  tags: ['orders'],
  method: 'post',
  path: '/user/orders/{id}/pay-from-wallet',
  summary: 'Pay what an unpaid order still owes from the wallet',
  request: { params: idParam },
  responses: { ...ok(orderDetailSchema, 'The paid order'), ...common, 409: error('Not awaiting payment, its time ran out, or the wallet is short') },
});
