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
  summary: 'Liveness: the process answers (it checks nothing else, so an outage elsewhere never restarts it)',
  responses: {
    200: { description: 'The process is alive', content: { 'application/json': { schema: envelope(healthSchema) } } },
  },
});

const check = z.enum(['ok', 'down', 'off']);
export const readySchema = z.object({
  status: z.enum(['ready']),
  checks: z.object({ database: check, redis: check, storage: check }),
});

export const readyRoute = createRoute({
  method: 'get',
  path: '/ready',
  tags: ['system'],
  summary: 'Readiness: the database and, when configured, Redis and the file storage answer; 503 while stopping',
  responses: {
    200: { description: 'Ready for traffic', content: { 'application/json': { schema: envelope(readySchema) } } },
    503: { description: 'Not ready: `errors` names what is down', content: { 'application/json': { schema: errorBodySchema } } },
  },
});
