import { z } from 'zod';

/** The columns of the price and stock file, in this order on export; on import `title` is ignored and may be absent. */
export const PRICE_CSV_COLUMNS = ['sku', 'title', 'price', 'discountPrice', 'stock', 'maxBuy'] as const;
export const PRICE_CSV_REQUIRED = ['sku'] as const;
export const PRICE_CSV_MAX_ROWS = 5000;

export const priceCsvBodySchema = z.strictObject({
  csv: z.string({ error: 'متن فایل CSV را بفرستید' }).min(1, { error: 'فایل CSV خالی است' }).max(2_000_000, { error: 'فایل CSV بیش از اندازه بزرگ است' }),
});
export type PriceCsvBody = z.infer<typeof priceCsvBodySchema>;

const values = z.object({ price: z.number(), discountPrice: z.number(), stock: z.number().int(), maxBuy: z.number().int() });

export const priceCsvRowSchema = z.object({
  /** The line in the file (the header is line 1). */
  line: z.number().int(),
  sku: z.string(),
  variantId: z.number().int().nullable(),
  title: z.string().nullable(),
  before: values.nullable(),
  after: values.nullable(),
  changed: z.boolean(),
  error: z.string().nullable(),
});
export type PriceCsvRow = z.infer<typeof priceCsvRowSchema>;

export const priceCsvPreviewSchema = z.object({
  rows: z.array(priceCsvRowSchema),
  /** Rows that would change something. */
  changes: z.number().int(),
  errors: z.number().int(),
});
export type PriceCsvPreview = z.infer<typeof priceCsvPreviewSchema>;

export const priceCsvAppliedSchema = z.object({ changed: z.number().int() });
