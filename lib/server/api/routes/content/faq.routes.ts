import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { envelope } from '@/lib/contracts/envelope';
import { faqGroupSchema } from '@/lib/contracts/faq';

export const faqRoute = createRoute({
  method: 'get',
  path: '/public/faq',
  tags: ['content'],
  summary: 'Frequently asked questions, grouped, in display order',
  responses: {
    200: { description: 'FAQ groups with their questions', content: { 'application/json': { schema: envelope(z.array(faqGroupSchema)) } } },
  },
});
