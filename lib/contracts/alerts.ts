import { z } from 'zod';

export const ALERT_KINDS = ['back_in_stock', 'price_drop'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const alertBodySchema = z.object({
  variantId: z.number({ error: 'تنوع کالا را انتخاب کنید' }).int('تنوع کالا را انتخاب کنید').min(1, 'تنوع کالا را انتخاب کنید').max(2_147_483_647, 'تنوع کالا را انتخاب کنید'),
  kind: z.enum(ALERT_KINDS, { error: 'نوع اطلاع‌رسانی نامعتبر است' }),
});
export type AlertBody = z.infer<typeof alertBodySchema>;

export const productAlertSchema = z.object({
  id: z.number().int(),
  variantId: z.number().int(),
  productId: z.number().int(),
  title: z.string(),
  /** The product page's path. */
  path: z.string(),
  kind: z.enum(ALERT_KINDS),
  priceAtRequest: z.number().int().nullable(),
});
export type ProductAlert = z.infer<typeof productAlertSchema>;

export const alertMessages = {
  variantMissing: 'این کالا یافت نشد',
  inStock: 'این کالا هم‌اکنون موجود است',
  soldOut: 'این کالا ناموجود است؛ برای موجود شدنش درخواست دهید',
  alertMissing: 'این درخواست یافت نشد',
  created: { back_in_stock: 'وقتی موجود شد با پیامک خبرتان می‌کنیم', price_drop: 'وقتی قیمتش کم شد با پیامک خبرتان می‌کنیم' },
} as const;
