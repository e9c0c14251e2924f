import { z } from 'zod';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const label = z.string().trim().min(2, 'دست‌کم ۲ نویسه').max(40, 'حداکثر ۴۰ نویسه');

/** What an operator writes (console); publishedAt null keeps it a draft, a future time schedules it. */
export const blogPostBodySchema = z.strictObject({
  slug: z.string({ error: 'نامک را بنویسید' }).regex(SLUG, 'نامک فقط حروف کوچک انگلیسی، عدد و خط تیره است').max(100, 'نامک حداکثر ۱۰۰ نویسه است'),
  title: z.string({ error: 'عنوان را بنویسید' }).trim().min(3, 'عنوان دست‌کم ۳ نویسه باشد').max(200, 'عنوان حداکثر ۲۰۰ نویسه باشد'),
  summary: z.string().trim().max(500, 'خلاصه حداکثر ۵۰۰ نویسه باشد').default(''),
  body: z.string({ error: 'متن را بنویسید' }).trim().min(20, 'متن دست‌کم ۲۰ نویسه باشد').max(100_000, 'متن بیش از حد بلند است'),
  cover: z.string().max(500).refine((v) => v.startsWith('/') || v.startsWith('https://'), 'نشانی تصویر باید با / یا https شروع شود').nullable().default(null),
  category: label,
  tags: z.array(label).max(10, 'حداکثر ۱۰ برچسب').default([]),
  authorName: z.string({ error: 'نام نویسنده را بنویسید' }).trim().min(2, 'نام نویسنده را بنویسید').max(100),
  productIds: z.array(z.number().int().positive()).max(8, 'حداکثر ۸ کالا').default([]),
  publishedAt: z.iso.datetime({ offset: true, error: 'زمان انتشار نامعتبر است' }).nullable().default(null),
});
export type BlogPostBody = z.input<typeof blogPostBodySchema>;

export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string().nullable(),
  category: z.string(),
  tags: z.array(z.string()),
  authorName: z.string(),
  /** ISO. */
  publishedAt: z.string(),
  /** Jalali, Persian digits. */
  date: z.string(),
  readingMinutes: z.number().int(),
  likeCount: z.number().int(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  /** Sanitised HTML. */
  body: z.string(),
  productIds: z.array(z.number().int()),
  related: z.array(blogPostSummarySchema),
  updatedAt: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogCommentSchema = z.object({ id: z.number().int(), author: z.string(), body: z.string(), date: z.string() });
export type BlogComment = z.infer<typeof blogCommentSchema>;

export const blogCommentBodySchema = z.object({ body: z.string({ error: 'متن دیدگاه را بنویسید' }).trim().min(3, 'دیدگاه دست‌کم ۳ نویسه باشد').max(2000, 'دیدگاه حداکثر ۲۰۰۰ نویسه باشد') });

export const blogListQuerySchema = z.object({ category: z.string().max(40).optional(), tag: z.string().max(40).optional() });

export const adminBlogPostSchema = blogPostBodySchema.extend({
  id: z.number().int(),
  publishedAt: z.string().nullable(),
  likeCount: z.number().int(),
  /** The related products' names, for the console's picker; a removed product is left out. */
  products: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

/** About 200 words a minute, at least one. */
export const readingMinutes = (plain: string) => Math.max(1, Math.round(plain.split(/\s+/).filter(Boolean).length / 200));
