import { z } from 'zod';

/** Lower-case Latin letters, digits and single hyphens: the page's address is /pages/{slug}. */
export const CONTENT_PAGE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CONTENT_PAGE_SLUG_MAX = 60;

/** A published page as the storefront reads it; body is HTML the server already sanitised. */
export const contentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  showContacts: z.boolean(),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** What operators see in their list: drafts included. */
export const contentPageAdminSchema = contentPageSchema.extend({ id: z.number().int(), published: z.boolean() });
export type ContentPageAdmin = z.infer<typeof contentPageAdminSchema>;

export const contentPageBodySchema = z.strictObject({
  title: z
    .string({ error: 'عنوان صفحه را بنویسید' })
    .trim()
    .min(1, { error: 'عنوان صفحه را بنویسید' })
    .max(120, { error: 'عنوان صفحه حداکثر ۱۲۰ حرف است' }),
  /** The meta description; empty falls back to the start of the body. */
  summary: z.string({ error: 'خلاصه باید متن باشد' }).trim().max(300, { error: 'خلاصه حداکثر ۳۰۰ حرف است' }).default(''),
  body: z.string({ error: 'متن صفحه را بفرستید' }).max(100_000, { error: 'متن صفحه حداکثر ۱۰۰٬۰۰۰ حرف است' }),
  showContacts: z.boolean({ error: 'نمایش راه‌های تماس باید true یا false باشد' }).default(false),
  published: z.boolean({ error: 'انتشار باید true یا false باشد' }).default(true),
});
export type ContentPageInput = z.output<typeof contentPageBodySchema>;
