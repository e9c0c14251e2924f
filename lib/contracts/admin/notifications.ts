import { z } from 'zod';
import { intOf, optionalAddress, textOf } from './content-fields';

/** SPEC §3 notification types: 0 a strip above the header on every page, 1 a popup. */
export const NOTIFICATION_TYPES = { 0: 'نوار بالای صفحه', 1: 'پنجره بازشو (پاپ‌آپ)' } as const;
export const POPUP_TYPE = 1;

export const notificationMessages = {
  type: 'نوع اطلاعیه باید ۰ (نوار بالا) یا ۱ (پنجره بازشو) باشد',
  title: 'عنوان اطلاعیه را بنویسید (۲ تا ۱۰۰ حرف)',
  alt: 'متن جایگزین تصویر حداکثر ۱۵۰ حرف است',
  link: 'پیوند باید نشانی داخلی (با / شروع شود) یا نشانی کامل https باشد',
  image: 'نشانی تصویر باید با / یا https:// شروع شود',
  popupImage: 'پنجره بازشو بدون تصویر نشان داده نمی‌شود؛ تصویر آن را بدهید',
  viewCount: 'دفعات نمایش در هر دستگاه باید عددی از ۱ تا ۱۰۰ باشد',
  sort: 'ترتیب باید عددی صحیح از ۰ تا ۱۰۰۰ باشد',
  notFound: 'اطلاعیه پیدا نشد',
} as const;

const msg = notificationMessages;

export const notificationBodySchema = z
  .object({
    type: intOf(msg.type, 0, 1),
    title: textOf(msg.title, 2, 100),
    alt: z.string({ error: msg.alt }).trim().max(150, { error: msg.alt }).default(''),
    link: optionalAddress(msg.link).default(null),
    imageSrc: optionalAddress(msg.image).default(null),
    active: z.boolean().default(true),
    mobileView: z.boolean().default(true),
    /** How many times one device may see a popup (counted by the device, SPEC §4). */
    viewCount: intOf(msg.viewCount, 1, 100).default(1),
    sort: intOf(msg.sort, 0, 1000).default(0),
  })
  .refine((v) => v.type !== POPUP_TYPE || v.imageSrc !== null, { error: msg.popupImage, path: ['imageSrc'] });
export type NotificationBody = z.output<typeof notificationBodySchema>;

export const adminNotificationSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  title: z.string(),
  alt: z.string(),
  link: z.string().nullable(),
  imageSrc: z.string().nullable(),
  active: z.boolean(),
  mobileView: z.boolean(),
  viewCount: z.number().int(),
  sort: z.number().int(),
});
export type AdminNotification = z.infer<typeof adminNotificationSchema>;
