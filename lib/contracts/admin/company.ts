import { z } from 'zod';
import { toLatinDigits } from '@/lib/format/digits';

/** The company's identity as the console edits it (SPEC §3 "Company" and the static data's logos and departments). */
export const companyMessages = {
  name: 'نام فروشگاه را بنویسید (۲ تا ۶۰ حرف)',
  copyright: 'متن حق نشر پابرگ را بنویسید (۲ تا ۲۰۰ حرف)',
  about: 'متن درباره پابرگ حداکثر ۱۰۰۰ حرف باشد',
  image: 'نشانی تصویر باید با / یا https:// شروع شود',
  gallery: 'نشانی گالری تبلیغات باید داخلی (با / شروع شود) یا نشانی کامل https باشد',
  loginImages: 'حداکثر ۶ تصویر برای صفحه ورود',
  addressTitle: 'عنوان نشانی را بنویسید (۲ تا ۶۰ حرف)',
  address: 'نشانی را بنویسید (۵ تا ۳۰۰ حرف)',
  tell: 'شماره تلفن فقط رقم و - باشد (۵ تا ۲۰ رقم)',
  postalCode: 'کد پستی ۱۰ رقم است',
  addresses: 'دست‌کم یک نشانی با شماره تلفن لازم است (حداکثر ۱۰)',
  departmentTitle: 'عنوان بخش را بنویسید (۲ تا ۶۰ حرف)',
  email: 'ایمیل معتبر نیست',
  departments: 'حداکثر ۱۰ بخش',
} as const;

const text = (message: string, min: number, max: number) => z.string({ error: message }).trim().min(min, { error: message }).max(max, { error: message });
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable());
// A picture inside the shop or a full https one; never javascript: or data:.
const address = (message: string) => z.string({ error: message }).trim().max(500, { error: message }).regex(/^(\/(?!\/)|https:\/\/)[^\s"'<>]*$/, { error: message });
const tell = z
  .string({ error: companyMessages.tell })
  .transform((v) => toLatinDigits(v).replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\+?[0-9-]{5,20}$/, { error: companyMessages.tell }));

export const companyAddressInputSchema = z.object({
  title: text(companyMessages.addressTitle, 2, 60),
  address: text(companyMessages.address, 5, 300),
  tell,
  postalCode: z.preprocess((v) => (typeof v === 'string' ? toLatinDigits(v.trim()) || null : v), z.string().regex(/^[0-9]{10}$/, { error: companyMessages.postalCode }).nullable()),
});

export const departmentInputSchema = z.object({
  title: text(companyMessages.departmentTitle, 2, 60),
  tell: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), tell.nullable()),
  email: optional(z.string().trim().max(120, { error: companyMessages.email }).pipe(z.email({ error: companyMessages.email }))),
});

export const companyIdentitySchema = z.object({
  name: text(companyMessages.name, 2, 60),
  footerCopyright: text(companyMessages.copyright, 2, 200),
  footerAbout: z.string({ error: companyMessages.about }).trim().max(1000, { error: companyMessages.about }),
  promotionGalleryUrl: optional(address(companyMessages.gallery)),
  /** The header logo's address (its `original` variant). */
  logo: address(companyMessages.image).min(1, { error: companyMessages.image }),
  footerLogo: optional(address(companyMessages.image)),
  loginImages: z.array(address(companyMessages.image).min(1, { error: companyMessages.image })).max(6, { error: companyMessages.loginImages }),
  addresses: z.array(companyAddressInputSchema).min(1, { error: companyMessages.addresses }).max(10, { error: companyMessages.addresses }),
  departments: z.array(departmentInputSchema).max(10, { error: companyMessages.departments }),
});
export type CompanyIdentityInput = z.input<typeof companyIdentitySchema>;
export type CompanyIdentity = z.output<typeof companyIdentitySchema>;
