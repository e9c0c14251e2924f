import 'server-only';
import { z } from '@hono/zod-openapi';
import { adminPayLinkListQuerySchema, adminPayLinkListSchema, payLinkResentSchema } from '@/lib/contracts/admin/pay-links';
import { envelope } from '@/lib/contracts/envelope';
import { adminRoute } from '../../admin-access';
import { pathId } from '../path-id';
import { error, json } from '../facility/facility-openapi';

const orderParam = z.object({ orderId: pathId('orderId') });

export const listPayLinksRoute = adminRoute('orders.read', {
  method: 'get',
  path: '/admin/pay-links',
  summary: 'Sellers’ pay links, newest first, by seller and state (live, paid, expired, cancelled); q is an order number or the customer’s mobile',
  request: { query: adminPayLinkListQuerySchema },
  responses: { 200: { description: 'A page of links and the sellers who made any', content: json(envelope(adminPayLinkListSchema)) }, 400: error('Invalid filter') },
});

export const resendPayLinkRoute = adminRoute('orders.write', {
  method: 'post',
  path: '/admin/pay-links/{orderId}/resend',
  summary: 'Texts the customer a fresh link to the order (the old one stops working; the deadline stays); live links only; audited',
  request: { params: orderParam },
  responses: { 200: { description: 'Sent, or smsSent false when the SMS provider failed', content: json(envelope(payLinkResentSchema)) }, 400: error('Invalid order number'), 404: error('No pay link for this order'), 409: error('The link is paid, expired or cancelled') },
});

export const cancelPayLinkRoute = adminRoute('orders.write', {
  method: 'post',
  path: '/admin/pay-links/{orderId}/cancel',
  summary: 'Cancels a live link: it opens and pays nothing afterwards (410 to its holder); audited',
  request: { params: orderParam },
  responses: { 204: { description: 'Cancelled' }, 400: error('Invalid order number'), 404: error('No pay link for this order'), 409: error('The link is paid, expired or cancelled') },
});
