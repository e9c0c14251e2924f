import { z } from 'zod';

/** A message from the shop to one customer; it lands in their dashboard notifications, unread. */
export const customerMessageBodySchema = z.strictObject({
  title: z.string({ error: 'عنوان پیام را بنویسید' }).trim().min(2, 'عنوان پیام را بنویسید').max(120, 'عنوان حداکثر ۱۲۰ نویسه باشد'),
  body: z.string({ error: 'متن پیام را بنویسید' }).trim().min(2, 'متن پیام را بنویسید').max(2000, 'متن حداکثر ۲۰۰۰ نویسه باشد'),
});

/** A message the shop sent, as the console's inbox lists it: to whom, by whom, and whether it was read. */
export const sentMessageSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  mobile: z.string(),
  customerName: z.string(),
  title: z.string(),
  body: z.string(),
  sentAt: z.string(),
  /** The operator's mobile, or 'system'. */
  sentBy: z.string(),
  seen: z.boolean(),
});
export type SentMessage = z.infer<typeof sentMessageSchema>;
export type CustomerMessageBody = z.infer<typeof customerMessageBodySchema>;
