import { z } from 'zod';
import { toLatinDigits } from '@/lib/format/digits';
import { SEARCH_MAX_LENGTH } from '@/lib/search/normalize';
import { productCardSchema } from './catalog';
import { PG_INT_MAX } from './ids';

export const LISTING_SORTS = ['newest', 'bestselling', 'cheapest', 'expensive', 'discount'] as const;
/** Offered only with a search term, where it is also the default (issue 4). */
export const RELEVANCE_SORT = 'relevance';
export type ListingSort = (typeof LISTING_SORTS)[number] | typeof RELEVANCE_SORT;

/** The order a listing has when the URL names none. */
export const defaultSort = (search: string | undefined): ListingSort => (search ? RELEVANCE_SORT : 'newest');

/** The orders a listing offers: relevance first when searching. */
export const sortsFor = (search: string | undefined): readonly ListingSort[] => (search ? [RELEVANCE_SORT, ...LISTING_SORTS] : LISTING_SORTS);

export const LISTING_SORT_LABELS: Record<ListingSort, string> = {
  relevance: 'مرتبط‌ترین',
  newest: 'جدیدترین',
  bestselling: 'پرفروش‌ترین',
  cheapest: 'ارزان‌ترین',
  expensive: 'گران‌ترین',
  discount: 'بیشترین تخفیف',
};

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 60;
/** Deeper pages are never linked; the bound keeps OFFSET scans short. */
export const MAX_PAGE = 500;
const MAX_LIST = 20;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = (message: string) => z.string().trim().toLowerCase().max(120, message).regex(SLUG, message);

/** A query value arrives once (string) or repeated (string[]); forms repeat checkbox names. */
const list = <T extends z.ZodType>(item: T, message: string) =>
  z.preprocess(
    (v) => (v === undefined ? [] : (Array.isArray(v) ? v : [v]).flatMap((s) => (typeof s === 'string' ? s.split(',') : [s])).filter((s) => s !== '')),
    z.array(item).max(MAX_LIST, message),
  );

/** Numbers may arrive with Persian digits or thousands separators from a typed field; blank means unset. */
function digits(v: unknown): unknown {
  const first = Array.isArray(v) ? v[0] : v;
  if (typeof first !== 'string') return first;
  const s = toLatinDigits(first).replace(/[,\u066c\s]/g, '');
  return s === '' ? undefined : s;
}

const intIn = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

const flag = (message: string) =>
  z.preprocess(
    (v) => (Array.isArray(v) ? v.at(-1) : v),
    z
      .enum(['true', 'false', '1', '0', 'on', ''], { error: message })
      .optional()
      .transform((v) => v === 'true' || v === '1' || v === 'on'),
  );

/** Like the suggestions, a search term past SEARCH_MAX_LENGTH is cut rather than refused (issue 4). */
const searchTerm = z.preprocess(
  (v) => (Array.isArray(v) ? v[0] : v),
  z
    .string()
    .optional()
    .transform((v) => v?.trim().slice(0, SEARCH_MAX_LENGTH).trim() || undefined),
);

export const listingQuerySchema = z
  .object({
    category: slug('نامک دسته‌بندی معتبر نیست').optional(),
    brand: slug('نامک برند معتبر نیست').optional(),
    search: searchTerm,
    brands: list(slug('نامک برند معتبر نیست'), 'حداکثر ۲۰ برند قابل انتخاب است'),
    colors: list(intIn('شناسه رنگ معتبر نیست', 1, PG_INT_MAX), 'حداکثر ۲۰ رنگ قابل انتخاب است'),
    priceMin: z.preprocess(digits, intIn('حداقل قیمت باید عددی صحیح و نامنفی باشد', 0, Number.MAX_SAFE_INTEGER).optional()),
    priceMax: z.preprocess(digits, intIn('حداکثر قیمت باید عددی صحیح و نامنفی باشد', 0, Number.MAX_SAFE_INTEGER).optional()),
    inStock: flag('مقدار «فقط کالاهای موجود» معتبر نیست'),
    discount: flag('مقدار «فقط کالاهای تخفیف‌دار» معتبر نیست'),
    sort: z.enum([...LISTING_SORTS, RELEVANCE_SORT], { error: 'ترتیب نمایش معتبر نیست' }).optional(),
    page: z.preprocess(digits, intIn('شماره صفحه باید بین ۱ و ۵۰۰ باشد', 1, MAX_PAGE).default(1)),
    pageSize: z.preprocess(digits, intIn('تعداد در صفحه باید بین ۱ و ۶۰ باشد', 1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
  })
  .refine((q) => q.priceMin === undefined || q.priceMax === undefined || q.priceMin <= q.priceMax, {
    message: 'حداقل قیمت نباید از حداکثر قیمت بیشتر باشد',
    path: ['priceMax'],
  })
  // Relevance means nothing without a term: such a listing falls back to the default order.
  .transform(({ sort, ...q }) => ({ ...q, sort: sort === RELEVANCE_SORT && !q.search ? defaultSort(q.search) : (sort ?? defaultSort(q.search)) }));

export type ListingQueryInput = z.input<typeof listingQuerySchema>;
export type ListingQuery = z.output<typeof listingQuerySchema>;

type RawParams = Record<string, string | string[] | undefined>;

/**
 * For pages: a hand-edited or stale URL must not crash the listing, so each invalid
 * parameter is dropped and the rest still applies.
 */
export function parseListingParams(params: RawParams): ListingQuery {
  let input: RawParams = { ...params };
  for (let attempt = 0; attempt < 3; attempt++) {
    const parsed = listingQuerySchema.safeParse(input);
    if (parsed.success) return parsed.data;
    const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])));
    input = Object.fromEntries(Object.entries(input).filter(([k]) => !bad.has(k)));
  }
  return listingQuerySchema.parse({});
}

export const breadcrumbSchema = z.object({ title: z.string(), href: z.string() });
export type Breadcrumb = z.infer<typeof breadcrumbSchema>;

export const listingFacetsSchema = z.object({
  brands: z.array(z.object({ id: z.number().int(), slug: z.string(), title: z.string(), count: z.number().int() })),
  colors: z.array(z.object({ id: z.number().int(), title: z.string(), value: z.string(), count: z.number().int() })),
  /** Payable price bounds of the products the other filters leave; null when none. */
  price: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
});
export type ListingFacets = z.infer<typeof listingFacetsSchema>;

const scopeRef = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });

export const listingSchema = z.object({
  title: z.string(),
  category: scopeRef.nullable(),
  brand: scopeRef.nullable(),
  /** Direct sub-categories of the category, for quick links. */
  subcategories: z.array(z.object({ slug: z.string(), title: z.string() })),
  items: z.array(productCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  facets: listingFacetsSchema,
  breadcrumbs: z.array(breadcrumbSchema),
});
export type Listing = z.infer<typeof listingSchema>;
