import 'server-only';
import { z } from '@hono/zod-openapi';
import { envelope, errorBodySchema } from '@/lib/contracts/envelope';
import { adminRoute } from '../../admin-access';

const toman = (name: string) =>
  z
    .number({ error: `${name} باید عدد باشد` })
    .int({ error: `${name} باید عدد صحیح (تومان) باشد` })
    .min(0, { error: `${name} نمی‌تواند منفی باشد` })
    .max(10_000_000_000, { error: `${name} بیش از حد بزرگ است` });

export const variantPricesBodySchema = z
  .strictObject({
    price: toman('قیمت').min(1, { error: 'قیمت باید بیشتر از صفر باشد' }),
    /** The price after discount; omitted, it equals the price (no discount). */
    discountPrice: toman('قیمت پس از تخفیف').optional(),
  })
  .refine((b) => b.discountPrice === undefined || b.discountPrice <= b.price, {
    error: 'قیمت پس از تخفیف نمی‌تواند از قیمت بیشتر باشد',
    path: ['discountPrice'],
  });

const variantPricesSchema = z.object({ id: z.number(), price: z.number(), discountPrice: z.number(), promotionPrice: z.number().nullable() });

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: errorBodySchema } } });

export const updateVariantPricesRoute = adminRoute('catalog.write', {
  method: 'put',
  path: '/admin/variants/{id}/prices',
  summary: "A variant's price and price after discount (toman); every instance shows it at once; audited",
  request: {
    params: z.object({ id: z.coerce.number({ error: 'شناسه تنوع کالا معتبر نیست' }).int().positive({ error: 'شناسه تنوع کالا معتبر نیست' }) }),
    body: { required: true, content: { 'application/json': { schema: variantPricesBodySchema } } },
  },
  responses: {
    200: { description: 'The prices after the change', content: { 'application/json': { schema: envelope(variantPricesSchema) } } },
    400: errorResponse('The body is not valid, or the price after discount would not stay above a running promotion'),
    404: errorResponse('No such variant'),
  },
});
