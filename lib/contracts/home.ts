import { z } from 'zod';

/** The rows of product cards on the home page; a category's row is named by its slug. */
export const homeRowKeySchema = z
  .string()
  .regex(/^(promoted|newest|discounted|category-[^/\s]{1,100})$/, { error: 'ردیف صفحه اصلی نامعتبر است' })
  // The pattern above is exactly this type's shape.
  .transform((key) => key as HomeRowKey);
export type HomeRowKey = 'promoted' | 'newest' | 'discounted' | `category-${string}`;
