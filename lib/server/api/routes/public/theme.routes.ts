import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

export const themeCssRoute = createRoute({
  method: 'get',
  path: '/public/theme.css',
  tags: ['content'],
  summary: "The shop's look as CSS variables (SPEC §7 public CSS endpoint)",
  description:
    'A `:root` block of the colour and radius variables the storefront reads. Answered with an ETag (304 to a matching If-None-Match). ' +
    'With `v` equal to the current version (the ETag without quotes, as the pages link it) it may be kept for a year; the version changes with the look.',
  request: { query: z.object({ v: z.string().max(64).optional() }) },
  responses: {
    200: { description: 'The stylesheet', content: { 'text/css': { schema: z.string() } } },
    304: { description: 'The copy the client holds is current' },
  },
});
