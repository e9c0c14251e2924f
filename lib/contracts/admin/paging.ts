import { z } from 'zod';
import { toLatinDigits } from '@/lib/format/digits';

/** Page sizes every console table offers. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** An empty query value (`?q=`) means the filter is off. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const latinDigits = (v: unknown) => (typeof v === 'string' ? toLatinDigits(v) : v);

/** A text filter from the query string: trimmed, an empty one left out. */
export const queryText = (label: string, max = 100) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, { error: `${label} حداکثر ${max} حرف است` }).optional());

/**
 * The query of a server-paged console list: page (from 1), pageSize, sort (one of the columns the endpoint can sort
 * by), order and the search box q. Extend it with the list's own filters.
 */
export function pagedQuerySchema<const S extends readonly [string, ...string[]]>(sortable: S, defaults: { sort: S[number]; order: SortOrder }) {
  return z.object({
    page: z.preprocess(latinDigits, z.coerce.number({ error: 'شماره صفحه باید عدد باشد' }).int({ error: 'شماره صفحه باید عدد صحیح باشد' }).min(1, { error: 'شماره صفحه از ۱ شروع می‌شود' }).max(100_000, { error: 'شماره صفحه بیش از اندازه است' })).default(1),
    pageSize: z
      .preprocess(latinDigits, z.coerce.number({ error: 'اندازه صفحه باید عدد باشد' }))
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { error: 'اندازه صفحه باید ۱۰، ۲۰، ۵۰ یا ۱۰۰ باشد' })
      .default(DEFAULT_PAGE_SIZE),
    sort: z.enum(sortable, { error: 'مرتب‌سازی بر اساس این ستون ممکن نیست' }).default(defaults.sort),
    order: z.enum(SORT_ORDERS, { error: 'ترتیب باید asc یا desc باشد' }).default(defaults.order),
    q: queryText('عبارت جست‌وجو'),
  });
}

/** One page of a console list and the number of rows across all pages. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}
export type Paged<T> = { items: T[]; total: number; page: number; pageSize: number };
