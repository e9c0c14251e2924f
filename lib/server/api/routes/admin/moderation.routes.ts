import 'server-only';
import { z } from '@hono/zod-openapi';
import { moderationDecisionSchema, moderationItemSchema, moderationParamsSchema, moderationQuerySchema } from '@/lib/contracts/admin/moderation';
import { envelope } from '@/lib/contracts/envelope';
import { adminRoute } from '../../admin-access';
import { error, json } from '../facility/facility-openapi';

export const listModerationRoute = adminRoute('content.read', {
  method: 'get',
  path: '/admin/moderation',
  summary: 'Reviews, questions or answers of one status (pending by default), newest first, at most 100',
  request: { query: moderationQuerySchema },
  responses: { 200: { description: 'The queue', content: json(envelope(z.array(moderationItemSchema))) }, 400: error('Bad kind or status') },
});

export const decideModerationRoute = adminRoute('content.write', {
  method: 'put',
  path: '/admin/moderation/{kind}/{id}',
  summary: 'Approves or rejects a review, question or answer; a review’s decision updates the product’s rating; audited',
  request: { params: moderationParamsSchema, body: { required: true, content: json(moderationDecisionSchema) } },
  responses: {
    200: { description: 'The decision', content: json(envelope(z.object({ id: z.number().int(), status: z.string() }))) },
    400: error('Bad kind, id or status'),
    404: error('No such item'),
  },
});
