import { z } from 'zod';

export const faqItemSchema = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqGroupSchema = z.object({ id: z.number().int(), title: z.string(), items: z.array(faqItemSchema) });
export type FaqGroup = z.infer<typeof faqGroupSchema>;
