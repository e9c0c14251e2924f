import 'server-only';
import { z } from '@hono/zod-openapi';
import { adminNotificationSchema, notificationBodySchema } from '@/lib/contracts/admin/notifications';
import { envelope } from '@/lib/contracts/envelope';
import { adminRoute } from '../../admin-access';
import { error, idParam, json } from '../facility/facility-openapi';

const notification = { description: 'The top banner or popup', content: json(envelope(adminNotificationSchema)) };

export const listNotificationsRoute = adminRoute('content.read', {
  method: 'get',
  path: '/admin/notifications',
  summary: 'Every top banner (type 0) and popup (type 1), active or not',
  responses: { 200: { description: 'The notifications', content: json(envelope(z.array(adminNotificationSchema))) } },
});

export const createNotificationRoute = adminRoute('content.write', {
  method: 'post',
  path: '/admin/notifications',
  summary: 'Adds a top banner or a popup (a popup needs a picture; viewCount is how many times one device sees it); every page shows it at once; audited',
  request: { body: { required: true, content: json(notificationBodySchema) } },
  responses: { 201: notification, 400: error('Invalid notification') },
});

export const updateNotificationRoute = adminRoute('content.write', {
  method: 'put',
  path: '/admin/notifications/{id}',
  summary: 'Changes a top banner or popup; switching a popup off also resets every device’s count; audited',
  request: { params: idParam, body: { required: true, content: json(notificationBodySchema) } },
  responses: { 200: notification, 400: error('Invalid notification'), 404: error('No such notification') },
});

export const deleteNotificationRoute = adminRoute('content.write', {
  method: 'delete',
  path: '/admin/notifications/{id}',
  summary: 'Removes a top banner or popup; audited',
  request: { params: idParam },
  responses: { 204: { description: 'Removed' }, 404: error('No such notification') },
});
