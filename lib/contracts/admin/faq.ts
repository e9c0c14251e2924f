import { z } from 'zod';
import { ID_MAX, intOf, orderBodyOf, textOf } from './content-fields';

export const faqMessages = {
  groupTitle: 'عنوان گروه را بنویسید (۲ تا ۸۰ حرف)',
  group: 'گروه پرسش را انتخاب کنید',
  groupNotFound: 'گروه پرسش‌ها پیدا نشد',
  question: 'پرسش را بنویسید (۵ تا ۳۰۰ حرف)',
  answer: 'پاسخ را بنویسید (۲ تا ۳۰۰۰ حرف)',
  sort: 'ترتیب باید عددی صحیح از ۰ تا ۱۰۰۰ باشد',
  notFound: 'پرسش پیدا نشد',
  order: 'ترتیب تازه باید همه پرسش‌های این گروه را، هر کدام یک بار، بدهد',
  groupOrder: 'ترتیب تازه باید همه گروه‌ها را، هر کدام یک بار، بدهد',
  orderStale: 'پرسش‌ها در این فاصله تغییر کرده‌اند؛ صفحه را تازه کنید و دوباره جابه‌جا کنید',
  groupOrderStale: 'گروه‌ها در این فاصله تغییر کرده‌اند؛ صفحه را تازه کنید و دوباره جابه‌جا کنید',
} as const;

export const faqGroupBodySchema = z.object({
  title: textOf(faqMessages.groupTitle, 2, 80),
  sort: intOf(faqMessages.sort, 0, 1000).default(0),
});
export type FaqGroupBody = z.output<typeof faqGroupBodySchema>;

export const faqQuestionBodySchema = z.object({
  groupId: intOf(faqMessages.group, 1, ID_MAX),
  question: textOf(faqMessages.question, 5, 300),
  answer: textOf(faqMessages.answer, 2, 3000),
  sort: intOf(faqMessages.sort, 0, 1000).default(0),
});
export type FaqQuestionBody = z.output<typeof faqQuestionBodySchema>;

export const adminFaqQuestionSchema = z.object({ id: z.number().int(), groupId: z.number().int(), question: z.string(), answer: z.string(), sort: z.number().int() });
export type AdminFaqQuestion = z.infer<typeof adminFaqQuestionSchema>;

/** A group with every question, even an empty group (the storefront leaves those out). */
export const adminFaqGroupSchema = z.object({ id: z.number().int(), title: z.string(), sort: z.number().int(), questions: z.array(adminFaqQuestionSchema) });
export type AdminFaqGroup = z.infer<typeof adminFaqGroupSchema>;

/** The new order of one group's questions: every one of them, first to last. */
export const faqQuestionOrderBodySchema = orderBodyOf(faqMessages);
/** The new order of the groups on /faq: every group, first to last. */
export const faqGroupOrderBodySchema = orderBodyOf({ order: faqMessages.groupOrder, notFound: faqMessages.groupNotFound });
export type FaqOrderBody = z.output<typeof faqQuestionOrderBodySchema>;
