import { z } from 'zod';
import { toLatinDigits } from '@/lib/format/digits';
import { orderBodyOf } from './content-fields';

/** The home page's banner slots (SPEC §2), by module number. */
export const BANNER_SLOTS = { 1: 'پیشنهادهای ویژه (بالای صفحه اصلی)', 2: 'بنرهای تبلیغاتی', 3: 'بنرهای دسته‌ها', 4: 'بنر پایین صفحه' } as const;
export const BANNER_SLOT_IDS = [1, 2, 3, 4] as const;
/** SPEC §2: link type 2 pictures show on wide screens, 1 on narrow ones. */
export const BANNER_LINK_TYPES = { 1: 'موبایل (صفحه باریک)', 2: 'دسکتاپ (صفحه پهن)' } as const;

export const bannerMessages = {
  slot: 'جایگاه بنر را انتخاب کنید',
  linkType: 'نوع نمایش باید ۱ (موبایل) یا ۲ (دسکتاپ) باشد',
  title: 'عنوان بنر را بنویسید (۲ تا ۱۰۰ حرف)',
  link: 'پیوند باید نشانی داخلی (با / شروع شود) یا نشانی کامل https باشد',
  image: 'نشانی تصویر باید با / یا https:// شروع شود',
  sort: 'ترتیب باید عددی صحیح از ۰ تا ۱۰۰۰ باشد',
  notFound: 'بنر پیدا نشد',
  order: 'ترتیب تازه باید همه بنرهای این جایگاه را، هر کدام یک بار، بدهد',
  orderStale: 'بنرهای این جایگاه در این فاصله تغییر کرده‌اند؛ صفحه را تازه کنید و دوباره جابه‌جا کنید',
} as const;

const intOf = (message: string, min: number, max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? Number(toLatinDigits(v)) : v), z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }));

// An address inside the shop or a full https one; never javascript: or data:.
const address = (message: string) => z.string({ error: message }).trim().max(500, { error: message }).regex(/^(\/(?!\/)|https:\/\/)[^\s"'<>]*$/, { error: message });

export const bannerBodySchema = z.object({
  moduleNumber: intOf(bannerMessages.slot, 1, 4),
  linkType: intOf(bannerMessages.linkType, 1, 2),
  title: z.string({ error: bannerMessages.title }).trim().min(2, { error: bannerMessages.title }).max(100, { error: bannerMessages.title }),
  link: address(bannerMessages.link),
  imageSrc: address(bannerMessages.image),
  active: z.boolean().default(true),
  sort: intOf(bannerMessages.sort, 0, 1000).default(0),
});
export type BannerBody = z.output<typeof bannerBodySchema>;

export const adminBannerSchema = z.object({
  id: z.number().int(),
  moduleNumber: z.number().int(),
  linkType: z.number().int(),
  title: z.string(),
  link: z.string(),
  imageSrc: z.string(),
  active: z.boolean(),
  sort: z.number().int(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

/** The new order of one slot's banners, wide and narrow together: every one of them, first to last. */
export const bannerOrderBodySchema = orderBodyOf(bannerMessages);
export type BannerOrderBody = z.output<typeof bannerOrderBodySchema>;
