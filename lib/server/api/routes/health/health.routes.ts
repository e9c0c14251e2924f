import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { envelope, errorBodySchema } from '@/lib/contracts/envelope';

export const healthSchema = z.object({
  status: z.enum(['ok']),
  database: z.enum(['pglite', 'pg']),
  time: z.string(),
});

export const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags: ['system'],
  summary: 'Liveness and database check',
  responses: {
    200: { description: 'The app and its database answer', content: { 'application/json': { schema: envelope(healthSchema) } } },
    503: { description: 'The database does not answer', content: { 'application/json': { schema: errorBodySchema } } },
  },
});
