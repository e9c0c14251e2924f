import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { envelope, errorBodySchema } from '@/lib/contracts/envelope';
import { listingQuerySchema, listingSchema } from '@/lib/contracts/listing';

const error = (description: string) => ({ description, content: { 'application/json': { schema: errorBodySchema } } });

export const listingRoute = createRoute({
  method: 'get',
  path: '/shop/products',
  tags: ['catalog'],
  summary: 'A page of product cards with facets, for a category, a brand or a search term',
  description:
    'Filters: brands (slugs) and colors (attribute value ids) repeat or take comma-separated lists; priceMin/priceMax ' +
    'apply to the price payable now; inStock and discount take true/1/on. Out-of-stock products come last in every sort. ' +
    'A page past the last one answers 200 with no items and the real total. Facet counts leave their own filter out.',
  request: { query: listingQuerySchema },
  responses: {
    200: { description: 'The listing', content: { 'application/json': { schema: envelope(listingSchema) } } },
    400: error('A query value is invalid'),
    404: error('No active category or brand has this slug'),
  },
});
