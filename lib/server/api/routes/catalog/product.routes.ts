import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { envelope, errorBodySchema } from '@/lib/contracts/envelope';
import { productDetailSchema } from '@/lib/contracts/product';

export const productIdParams = z.object({
  // Up to nine digits keeps every accepted id inside PostgreSQL's integer range.
  id: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'شناسه محصول باید یک عدد صحیح مثبت باشد')
    .openapi({ param: { name: 'id', in: 'path' }, example: '12' }),
});

const error = (description: string) => ({ description, content: { 'application/json': { schema: errorBodySchema } } });

export const productDetailRoute = createRoute({
  method: 'get',
  path: '/public/products/{id}',
  tags: ['catalog'],
  summary: 'A product with its variants, insurance plans, bundles and related products',
  request: { params: productIdParams },
  responses: {
    200: { description: 'The product', content: { 'application/json': { schema: envelope(productDetailSchema) } } },
    400: error('The id is not a positive integer'),
    404: error('No product on sale has this id'),
  },
});
