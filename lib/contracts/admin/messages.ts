import { z } from 'zod';

/** A message from the shop to one customer; it lands in their dashboard notifications, unread. */
export const customerMessageBodySchema = z.strictObject({
  title: z.string({ error: 'عنوان پیام را بنویسید' }).trim().min(2, 'عنوان پیام را بنویسید').max(120, 'عنوان حداکثر ۱۲۰ نویسه باشد'),
  body: z.string({ error: 'متن پیام را بنویسید' }).trim().min(2, 'متن پیام را بنویسید').max(2000, 'متن حداکثر ۲۰۰۰ نویسه باشد'),
});
