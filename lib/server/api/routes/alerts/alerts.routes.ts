import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { positiveId } from '@/lib/contracts/account';
import { alertBodySchema, productAlertSchema } from '@/lib/contracts/alerts';
import { envelope, errorBodySchema } from '@/lib/contracts/envelope';
import { requireUser } from '../../auth-session';
import { BEARER_SCHEME } from '../auth/auth.routes';

const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json(errorBodySchema) });
const bearer = { security: [{ [BEARER_SCHEME]: [] }], middleware: requireUser, tags: ['account'] };
const unauthorized = { 401: error('No live session') };

export const requestAlertRoute = createRoute({
  ...bearer,
  method: 'post',
  path: '/user/alerts',
  summary: 'Tell me once (SMS and notification) when a sold-out variant is back, or when a variant costs less',
  request: { body: { required: true, content: json(alertBodySchema) } },
  responses: {
    201: { description: 'The open request (the same one when asked again)', content: json(envelope(z.object({ id: z.number().int() }))) },
    400: error('Invalid body, a back-in-stock request for a variant in stock, or a price-drop one for a sold-out variant'),
    404: error('No such variant on sale'),
    ...unauthorized,
  },
});

export const listAlertsRoute = createRoute({
  ...bearer,
  method: 'get',
  path: '/user/alerts',
  summary: 'The user’s open alert requests, newest first',
  responses: { 200: { description: 'Open requests', content: json(envelope(z.array(productAlertSchema))) }, ...unauthorized },
});

export const cancelAlertRoute = createRoute({
  ...bearer,
  method: 'delete',
  path: '/user/alerts/{id}',
  summary: 'Withdraws one of the user’s open alert requests',
  request: { params: z.object({ id: positiveId('شناسه درخواست معتبر نیست') }) },
  responses: { 200: { description: 'Withdrawn', content: json(envelope(z.null())) }, 400: error('Bad id'), 404: error('No such open request'), ...unauthorized },
});
