import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { compareIdsSchema, comparisonSchema } from '@/lib/contracts/compare';
import { envelope, errorBodySchema } from '@/lib/contracts/envelope';

export const compareQuery = z.object({
  ids: compareIdsSchema,
});

export const compareRoute = createRoute({
  method: 'get',
  path: '/public/compare',
  tags: ['catalog'],
  summary: 'Up to four products of one category side by side, their specification rows aligned',
  request: { query: compareQuery },
  responses: {
    200: { description: 'The comparison', content: { 'application/json': { schema: envelope(comparisonSchema) } } },
    400: { description: 'The ids are malformed or more than four', content: { 'application/json': { schema: errorBodySchema } } },
  },
});
