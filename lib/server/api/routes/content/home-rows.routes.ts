import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { productCardSchema } from '@/lib/contracts/catalog';
import { envelope, errorBodySchema } from '@/lib/contracts/envelope';
import { homeRowKeySchema } from '@/lib/contracts/home';

export const homeRowRoute = createRoute({
  method: 'get',
  path: '/public/home-rows/{row}',
  tags: ['content'],
  summary: 'The cards of one home-page row below the first screen, loaded as it nears the viewport',
  request: { params: z.object({ row: homeRowKeySchema }) },
  responses: {
    200: { description: 'The row’s cards, in display order', content: { 'application/json': { schema: envelope(z.array(productCardSchema)) } } },
    304: { description: 'The client’s copy (If-None-Match) is current' },
    400: { description: 'Not a home row’s name', content: { 'application/json': { schema: errorBodySchema } } },
    404: { description: 'No such category row on the home page', content: { 'application/json': { schema: errorBodySchema } } },
  },
});
