import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { envelope, errorBodySchema } from '@/lib/contracts/envelope';
import { searchRequestSchema, searchResponseSchema } from '@/lib/contracts/search';

export const searchRoute = createRoute({
  method: 'post',
  path: '/public/productSearch',
  tags: ['search'],
  summary: 'Search suggestions: products, categories and brands (SPEC §7 "POST product search")',
  description:
    'The query is normalised the way the catalogue is indexed (Arabic ي/ك, ZWNJ, diacritics, Persian and Arabic-Indic ' +
    'digits) and cut to 100 characters; under 2 characters the answer is empty. Products are ranked by relevance, then ' +
    'availability; a word with one wrong letter still matches when nothing matches exactly.',
  request: { body: { required: true, content: { 'application/json': { schema: searchRequestSchema } } } },
  responses: {
    200: { description: 'The suggestions', content: { 'application/json': { schema: envelope(searchResponseSchema) } } },
    400: { description: 'The body is not { query: string }', content: { 'application/json': { schema: errorBodySchema } } },
  },
});
