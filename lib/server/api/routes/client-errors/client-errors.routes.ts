import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { clientErrorBodySchema, clientErrorSchema } from '@/lib/contracts/client-errors';
import { envelope, errorBodySchema } from '@/lib/contracts/envelope';
import { adminRoute } from '../../admin-access';

const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json(errorBodySchema) });

export const reportClientErrorRoute = createRoute({
  method: 'post',
  path: '/public/client-errors',
  tags: ['system'],
  summary: 'A browser’s error boundary reports an error; at most 10 a minute per address',
  request: { body: { required: true, content: json(clientErrorBodySchema) } },
  responses: { 204: { description: 'Stored' }, 400: error('Invalid report'), 429: error('Too many reports from this address') },
});

export const listClientErrorsRoute = adminRoute('audit.read', {
  method: 'get',
  path: '/admin/client-errors',
  summary: 'The browsers’ latest error reports, newest first (200 at most)',
  responses: { 200: { description: 'Reports', content: json(envelope(z.array(clientErrorSchema))) } },
});
