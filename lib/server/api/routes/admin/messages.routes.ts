import 'server-only';
import { z } from '@hono/zod-openapi';
import { userNotificationSchema } from '@/lib/contracts/account';
import { customerMessageBodySchema, sentMessageSchema } from '@/lib/contracts/admin/messages';
import { envelope } from '@/lib/contracts/envelope';
import { adminRoute } from '../../admin-access';
import { error, json } from '../facility/facility-openapi';

export const sendMessageRoute = adminRoute('customers.write', {
  method: 'post',
  path: '/admin/customers/{userId}/messages',
  summary: 'Sends a customer a message, shown unread in their dashboard notifications; audited',
  request: {
    params: z.object({ userId: z.coerce.number({ error: 'شناسه مشتری معتبر نیست' }).int().positive({ error: 'شناسه مشتری معتبر نیست' }).max(2_147_483_647, { error: 'شناسه مشتری معتبر نیست' }) }),
    body: { required: true, content: json(customerMessageBodySchema) },
  },
  responses: { 201: { description: 'The notification', content: json(envelope(userNotificationSchema)) }, 400: error('Invalid message'), 404: error('No such customer') },
});

export const listSentMessagesRoute = adminRoute('customers.read', {
  method: 'get',
  path: '/admin/messages',
  summary: 'The latest 100 messages the shop sent to customers, newest first, read or unread',
  responses: { 200: { description: 'The messages', content: json(envelope(z.array(sentMessageSchema))) } },
});
