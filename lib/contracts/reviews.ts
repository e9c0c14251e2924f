import { z } from 'zod';

const text = (min: number, max: number, what: string) =>
  z
    .string({ error: `${what} را بنویسید` })
    .trim()
    .min(min, `${what} دست‌کم ${new Intl.NumberFormat('fa-IR').format(min)} نویسه باشد`)
    .max(max, `${what} حداکثر ${new Intl.NumberFormat('fa-IR').format(max)} نویسه باشد`);

const points = z.array(text(2, 120, 'هر نکته')).max(5, 'حداکثر ۵ نکته').default([]);

export const reviewBodySchema = z.object({
  rating: z.number({ error: 'امتیاز را انتخاب کنید' }).int('امتیاز را انتخاب کنید').min(1, 'امتیاز را انتخاب کنید').max(5, 'امتیاز را انتخاب کنید'),
  body: text(10, 2000, 'متن نظر'),
  pros: points,
  cons: points,
});
export type ReviewBody = z.input<typeof reviewBodySchema>;

export const questionBodySchema = z.object({ body: text(5, 1000, 'متن پرسش') });
export const answerBodySchema = z.object({ body: text(2, 2000, 'متن پاسخ') });

export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export const reviewSortSchema = z.enum(REVIEW_SORTS, { error: 'ترتیب نامعتبر است' }).default('newest');

/** Approved reviews of a product: the average of their stars and how many there are. */
export const ratingSummarySchema = z.object({ average: z.number(), count: z.number().int() });
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export function ratingSummary(count: number, sum: number): RatingSummary | null {
  return count > 0 ? { average: Math.round((sum / count) * 10) / 10, count } : null;
}

export const reviewSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  rating: z.number().int(),
  body: z.string(),
  pros: z.array(z.string()),
  cons: z.array(z.string()),
  verifiedBuyer: z.boolean(),
  helpfulCount: z.number().int(),
  /** Jalali, Persian digits, formatted on the server (FA-NOTES). */
  date: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsPageSchema = z.object({ summary: ratingSummarySchema.nullable(), items: z.array(reviewSchema) });
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

export const answerSchema = z.object({ id: z.number().int(), author: z.string(), byStaff: z.boolean(), body: z.string(), date: z.string() });
export const questionSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  body: z.string(),
  date: z.string(),
  answers: z.array(answerSchema),
});
export type Question = z.infer<typeof questionSchema>;

export const submittedSchema = z.object({ id: z.number().int(), status: z.literal('pending') });

export const reviewMessages = {
  notBuyer: 'فقط خریداران این کالا می‌توانند برای آن نظر بنویسند',
  reviewedAlready: 'شما پیش‌تر برای این کالا نظر نوشته‌اید',
  productMissing: 'محصول مورد نظر یافت نشد',
  reviewMissing: 'این نظر یافت نشد',
  questionMissing: 'این پرسش یافت نشد',
  cannotAnswer: 'فقط کارشناسان فروشگاه و خریداران این کالا می‌توانند پاسخ دهند',
  ownReview: 'نمی‌توانید نظر خودتان را مفید بدانید',
  submitted: 'با سپاس؛ پس از تأیید کارشناسان نمایش داده می‌شود',
} as const;
