import { z } from 'zod';
import { toPersianDigits } from '../format/digits';
import { imageObjectSchema } from './images';
import { productCategoryStepSchema } from './product';

/** Digikala's limit too: more columns than this do not fit a phone's screen even scrolled. */
export const MAX_COMPARED = 4;
export const compareFullMessage = `حداکثر ${toPersianDigits(MAX_COMPARED)} کالا را می‌توان مقایسه کرد`;

/**
 * The `ids` of /compare and its API: comma-separated product ids, kept in the URL so a comparison can be shared.
 * Repeats are dropped; order is kept (it is the order of the columns).
 */
export const compareIdsSchema = z
  .string()
  .regex(/^[1-9]\d{0,8}(,[1-9]\d{0,8})*$/, 'شناسه‌های محصولات را با ویرگول جدا کنید')
  .transform((s) => [...new Set(s.split(',').map(Number))])
  .refine((ids) => ids.length <= MAX_COMPARED, compareFullMessage);

export function compareHref(ids: readonly number[]): string {
  return ids.length > 0 ? `/compare?ids=${ids.join(',')}` : '/compare';
}

export const comparedProductSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  path: z.string(),
  image: imageObjectSchema.nullable(),
  /** What the product's first variant in stock costs now; null when every variant is sold out. */
  price: z.number().int().nullable(),
});
export type ComparedProduct = z.infer<typeof comparedProductSchema>;

export const compareRowSchema = z.object({
  group: z.string(),
  title: z.string(),
  /** One per product, in column order; null where a product has no such row. */
  values: z.array(z.string().nullable()),
  /** The products do not all say the same here (the table highlights the row). */
  differs: z.boolean(),
});
export type CompareRow = z.infer<typeof compareRowSchema>;

export const comparisonSchema = z.object({
  /** The top-level category every compared product belongs to (the first product's). */
  category: productCategoryStepSchema.nullable(),
  products: z.array(comparedProductSchema),
  rows: z.array(compareRowSchema),
  /** Asked for but left out: of another category than the first product's. Unknown ids are simply dropped. */
  excluded: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type Comparison = z.infer<typeof comparisonSchema>;
