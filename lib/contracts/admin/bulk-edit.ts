import { z } from 'zod';
import { productListQuerySchema } from './products';

/** The product list's filters (the same as its CSV export): which variants a bulk edit changes. */
export const bulkEditFilterSchema = productListQuerySchema.pick({ q: true, categoryId: true, brandId: true, status: true, lowStock: true });
export type BulkEditFilter = z.output<typeof bulkEditFilterSchema>;

/** set: the new price; percent: up or down by that percent; amount: up or down by that many toman. */
export const BULK_PRICE_MODES = ['set', 'percent', 'amount'] as const;
export type BulkPriceMode = (typeof BULK_PRICE_MODES)[number];
export const BULK_PRICE_MODE_LABELS: Record<BulkPriceMode, string> = { set: 'قیمت تازه (تومان)', percent: 'درصد کم یا زیاد', amount: 'مبلغ کم یا زیاد (تومان)' };

/** A percent or amount change gives odd prices; the operator rounds them to a step shops use. */
export const BULK_ROUNDING = [1, 1000, 10_000, 100_000] as const;

/** At most this many variants in one bulk edit, as in one CSV file. */
export const BULK_EDIT_MAX = 5000;

export const bulkEditMessages = {
  nothing: 'قیمت یا موجودی را برای تغییر بنویسید',
  percent: 'درصد باید عددی صحیح بین ‎-۹۰ و ۵۰۰ و غیر از صفر باشد',
  amount: 'مبلغ تغییر باید عدد صحیح و غیر از صفر باشد (منفی برای کاهش)',
  setPrice: 'قیمت تازه باید عددی صحیح بیشتر از صفر باشد',
  rounding: 'گرد کردن باید به ۱، ۱٬۰۰۰، ۱۰٬۰۰۰ یا ۱۰۰٬۰۰۰ تومان باشد',
  stock: 'موجودی باید عدد صحیح و نامنفی باشد',
} as const;

const priceChangeSchema = z
  .strictObject({
    mode: z.enum(BULK_PRICE_MODES, { error: 'نوع تغییر قیمت باید قیمت تازه، درصد یا مبلغ باشد' }),
    value: z.number({ error: 'مقدار تغییر قیمت باید عدد باشد' }).int({ error: 'مقدار تغییر قیمت باید عدد صحیح باشد' }),
    roundTo: z
      .number({ error: bulkEditMessages.rounding })
      .refine((n) => (BULK_ROUNDING as readonly number[]).includes(n), { error: bulkEditMessages.rounding })
      .default(1),
  })
  .superRefine((v, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message, path: ['value'] });
    if (v.mode === 'set' && (v.value < 1 || v.value > 10_000_000_000)) fail(bulkEditMessages.setPrice);
    if (v.mode === 'percent' && (v.value === 0 || v.value < -90 || v.value > 500)) fail(bulkEditMessages.percent);
    if (v.mode === 'amount' && (v.value === 0 || Math.abs(v.value) > 10_000_000_000)) fail(bulkEditMessages.amount);
  });
export type BulkPriceChange = z.output<typeof priceChangeSchema>;

/**
 * A change to every variant of the filtered list: the price (the price after discount moves with it, so a discount
 * keeps its share or its toman), the stock, or both. `expected` is the count the preview showed: apply refuses when
 * the list has changed since.
 */
export const bulkEditBodySchema = z
  .strictObject({
    filter: bulkEditFilterSchema,
    price: priceChangeSchema.optional(),
    stock: z.number({ error: bulkEditMessages.stock }).int({ error: bulkEditMessages.stock }).min(0, { error: bulkEditMessages.stock }).max(1_000_000, { error: 'موجودی بیش از حد بزرگ است' }).optional(),
    expected: z.number({ error: 'شمار پیش‌نمایش باید عدد باشد' }).int({ error: 'شمار پیش‌نمایش باید عدد صحیح باشد' }).min(0, { error: 'شمار پیش‌نمایش نمی‌تواند منفی باشد' }).optional(),
  })
  .refine((v) => v.price !== undefined || v.stock !== undefined, { error: bulkEditMessages.nothing, path: ['price'] });
export type BulkEditBody = z.input<typeof bulkEditBodySchema>;
export type BulkEditInput = z.output<typeof bulkEditBodySchema>;

const values = z.object({ price: z.number(), discountPrice: z.number(), stock: z.number().int() });

export const bulkEditRowSchema = z.object({
  variantId: z.number().int(),
  sku: z.string(),
  title: z.string(),
  before: values,
  /** Null when the row has an error. */
  after: values.nullable(),
  error: z.string().nullable(),
});
export type BulkEditRow = z.infer<typeof bulkEditRowSchema>;

export const bulkEditPreviewSchema = z.object({
  /** Variants under the filter. */
  matched: z.number().int(),
  /** Of those, the ones the edit changes. */
  changes: z.number().int(),
  errors: z.number().int(),
  /** The rows with an error first, then the changed ones; at most 100. */
  rows: z.array(bulkEditRowSchema),
});
export type BulkEditPreview = z.infer<typeof bulkEditPreviewSchema>;

export const bulkEditResultSchema = z.object({ changed: z.number().int() });
