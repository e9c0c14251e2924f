import { z } from 'zod';

export const MODERATED_KINDS = ['review', 'question', 'answer', 'comment'] as const;
export type ModeratedKind = (typeof MODERATED_KINDS)[number];
export const MODERATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const moderationQuerySchema = z.object({
  kind: z.enum(MODERATED_KINDS, { error: 'نوع نامعتبر است' }).default('review'),
  status: z.enum(MODERATION_STATUSES, { error: 'وضعیت نامعتبر است' }).default('pending'),
});

export const moderationParamsSchema = z.object({
  kind: z.enum(MODERATED_KINDS, { error: 'نوع نامعتبر است' }),
  id: z.coerce.number({ error: 'شناسه معتبر نیست' }).int('شناسه معتبر نیست').min(1, 'شناسه معتبر نیست').max(2_147_483_647, 'شناسه معتبر نیست'),
});

export const moderationDecisionSchema = z.strictObject({
  status: z.enum(['approved', 'rejected'], { error: 'وضعیت را «تأیید» یا «رد» بگذارید' }),
});

export const moderationItemSchema = z.object({
  kind: z.enum(MODERATED_KINDS),
  id: z.number().int(),
  /** The product it is about; for a blog comment, the post. */
  productId: z.number().int(),
  productTitle: z.string(),
  authorMobile: z.string(),
  body: z.string(),
  /** Reviews only. */
  rating: z.number().int().nullable(),
  pros: z.array(z.string()),
  cons: z.array(z.string()),
  /** Answers only: the question they answer. */
  question: z.string().nullable(),
  byStaff: z.boolean(),
  status: z.enum(MODERATION_STATUSES),
  /** Jalali date and time, Persian digits. */
  date: z.string(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;

export const MODERATED_KIND_LABELS: Record<ModeratedKind, string> = { review: 'نظرها', question: 'پرسش‌ها', answer: 'پاسخ‌ها', comment: 'دیدگاه‌های بلاگ' };
