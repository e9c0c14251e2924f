import { z } from 'zod';
import { queryText } from './paging';
import { tomanAmount } from './products';

export { productPickSchema, type ProductPick } from './products';

export const productSearchQuerySchema = z.object({ q: queryText('عبارت جست‌وجو') });

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} باید عدد باشد` })
    .int({ error: `${label} باید عدد صحیح باشد` })
    .min(min, { error: `${label} نمی‌تواند کمتر از ${min.toLocaleString('fa-IR')} باشد` })
    .max(max, { error: `${label} نمی‌تواند بیشتر از ${max.toLocaleString('fa-IR')} باشد` });

export const bundleItemInputSchema = z.strictObject({
  variantId: z.number({ error: 'کالای همراه را انتخاب کنید' }).int().positive({ error: 'کالای همراه معتبر نیست' }),
  qty: whole('تعداد', 1, 10).default(1),
  /** Toman off the item's price when bought in the bundle. */
  discount: tomanAmount('تخفیف کالای همراه').default(0),
});

/**
 * A bundle offered with a product (SPEC §3 bundles): the items are added to the basket with it as accompanying lines
 * (canDelete false), each at its price less its discount; a timed one ends at toDate.
 */
export const bundleBodySchema = z
  .strictObject({
    title: z.string({ error: 'نام بسته باید متن باشد' }).trim().min(2, { error: 'نام بسته را بنویسید (دست‌کم ۲ حرف)' }).max(120, { error: 'نام بسته حداکثر ۱۲۰ حرف است' }),
    info: z.string({ error: 'توضیح باید متن باشد' }).trim().max(500, { error: 'توضیح حداکثر ۵۰۰ حرف است' }).default(''),
    isGroup: z.boolean().default(false),
    showPrice: z.boolean().default(true),
    timed: z.boolean().default(false),
    toDate: z.iso.datetime({ offset: true, error: 'تاریخ پایان معتبر نیست' }).nullable().default(null),
    active: z.boolean().default(true),
    items: z
      .array(bundleItemInputSchema)
      .min(1, { error: 'دست‌کم یک کالای همراه انتخاب کنید' })
      .max(10, { error: 'هر بسته حداکثر ۱۰ کالای همراه دارد' })
      .refine((items) => new Set(items.map((i) => i.variantId)).size === items.length, { error: 'هر کالای همراه را یک بار انتخاب کنید' }),
  })
  .refine((b) => !b.timed || b.toDate !== null, { error: 'برای بسته زمان‌دار تاریخ پایان را انتخاب کنید', path: ['toDate'] });
export type BundleBody = z.input<typeof bundleBodySchema>;
export type BundleInput = z.output<typeof bundleBodySchema>;

export const adminBundleSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  title: z.string(),
  info: z.string(),
  isGroup: z.boolean(),
  showPrice: z.boolean(),
  timed: z.boolean(),
  toDate: z.string().nullable(),
  active: z.boolean(),
  items: z.array(
    z.object({
      id: z.number().int(),
      variantId: z.number().int(),
      productId: z.number().int(),
      productTitle: z.string(),
      sku: z.string(),
      qty: z.number().int(),
      discount: z.number(),
      /** The item's everyday price, before the bundle's discount. */
      price: z.number(),
    }),
  ),
});
export type AdminBundle = z.infer<typeof adminBundleSchema>;
