import 'server-only';
import { z } from '@hono/zod-openapi';
import { adminOrderListQuerySchema, adminOrderListSchema, adminOrderSchema, adminOrderStatusBodySchema, adminRefundBodySchema } from '@/lib/contracts/admin/orders';
import { envelope } from '@/lib/contracts/envelope';
import { adminRoute } from '../../admin-access';
import { error, idParam, json } from '../facility/facility-openapi';

const order = (description: string) => ({ 200: { description, content: json(envelope(adminOrderSchema)) }, 404: error('No such order') });

export const adminOrdersRoute = adminRoute('orders.read', {
  method: 'get',
  path: '/admin/orders',
  summary:
    'Everybody’s orders a page at a time: state, paymentMethod, shippingMethod, customer (user id), from/to (Tehran days, inclusive); q is an order number, a mobile or part of a name. totals sums every matching order',
  request: { query: adminOrderListQuerySchema },
  responses: { 200: { description: 'A page of orders', content: json(envelope(adminOrderListSchema)) }, 400: error('A filter is invalid') },
});

export const adminOrderRoute = adminRoute('orders.read', {
  method: 'get',
  path: '/admin/orders/{id}',
  summary: 'Any order with its lines, payments, timeline, customer, the moves its state allows and what may still be refunded',
  request: { params: idParam },
  responses: order('The order'),
});

export const adminOrderStatusRoute = adminRoute('orders.write', {
  method: 'post',
  path: '/admin/orders/{id}/status',
  summary:
    'Move an order on: paid (branch payment of an in-person order), processing (confirm), shipped (trackingCode needed unless picked up), delivered, cancelled (unpaid), refunded (whole: reversed at the credit provider, else refundTo card (default) back to the card as far as its bank takes it and the rest to the wallet, or refundTo wallet). The customer is notified; audited',
  request: { params: idParam, body: { required: true, content: json(adminOrderStatusBodySchema) } },
  responses: { ...order('The order after the move'), 400: error('Invalid body or missing tracking code'), 409: error('Not allowed from this state') },
});

export const adminOrderRefundRoute = adminRoute('orders.write', {
  method: 'post',
  path: '/admin/orders/{id}/refunds',
  summary:
    'Give part of a paid order back with a reason: refundTo card (default) to the card as far as its bank takes it, the rest to the wallet, or refundTo wallet; never more than paid less what went back already. Refused for credit and facility orders (refund those whole). The customer is notified; audited',
  request: { params: idParam, body: { required: true, content: json(adminRefundBodySchema) } },
  responses: { ...order('The order after the refund'), 400: error('Invalid amount or reason'), 409: error('More than is left, or not refundable in part') },
});

export const adminOrdersExportRoute = adminRoute('orders.read', {
  method: 'get',
  path: '/admin/orders/export',
  summary: 'The filtered order list as CSV (same filters and order as the list, at most 10,000 rows, UTF-8 with BOM)',
  request: { query: adminOrderListQuerySchema },
  responses: { 200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } }, 400: error('A filter is invalid') },
});
