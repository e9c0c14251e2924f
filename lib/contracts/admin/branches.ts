import { z } from 'zod';
import { toLatinDigits } from '@/lib/format/digits';
import { ID_MAX, intOf, optionalAddress, textOf } from './content-fields';

export const BRANCH_KINDS = { branch: 'شعبه', agency: 'نمایندگی' } as const;

export const branchMessages = {
  title: 'نام شعبه را بنویسید (۲ تا ۸۰ حرف)',
  kind: 'نوع باید شعبه یا نمایندگی باشد',
  province: 'استان را انتخاب کنید',
  city: 'شهر را از همان استان انتخاب کنید',
  address: 'نشانی را بنویسید (۱۰ تا ۳۰۰ حرف)',
  tell: 'تلفن باید ۸ تا ۱۱ رقم باشد، مثل ۰۲۱۸۸۷۷۶۶۵۵',
  workingHours: 'ساعت کاری را بنویسید (۳ تا ۱۲۰ حرف)، مثل شنبه تا چهارشنبه ۹ تا ۱۸',
  mapUrl: 'پیوند نقشه باید نشانی کامل https باشد',
  sort: 'ترتیب باید عددی صحیح از ۰ تا ۱۰۰۰ باشد',
  notFound: 'شعبه پیدا نشد',
} as const;

const msg = branchMessages;

export const branchBodySchema = z.object({
  title: textOf(msg.title, 2, 80),
  kind: z.enum(['branch', 'agency'], { error: msg.kind }).default('branch'),
  provinceId: intOf(msg.province, 1, ID_MAX),
  cityId: intOf(msg.city, 1, ID_MAX),
  address: textOf(msg.address, 10, 300),
  // Stored in Latin digits, as the phone links and the other branches' numbers are.
  tell: z.preprocess((v) => (typeof v === 'string' ? toLatinDigits(v).replace(/[\s-]/g, '') : v), z.string({ error: msg.tell }).regex(/^0\d{7,10}$/, { error: msg.tell })),
  workingHours: textOf(msg.workingHours, 3, 120),
  // A map service's share link (Neshan, Balad, Google Maps…): an outside address, so https only.
  mapUrl: optionalAddress(msg.mapUrl).default(null).refine((v) => v === null || v.startsWith('https://'), { error: msg.mapUrl }),
  active: z.boolean().default(true),
  sort: intOf(msg.sort, 0, 1000).default(0),
});
export type BranchBody = z.output<typeof branchBodySchema>;

export const adminBranchSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(['branch', 'agency']),
  provinceId: z.number().int(),
  cityId: z.number().int(),
  address: z.string(),
  tell: z.string(),
  workingHours: z.string(),
  mapUrl: z.string().nullable(),
  active: z.boolean(),
  sort: z.number().int(),
  /** Whether the branch takes document appointments (has a daily capacity, set on the appointments page). */
  takesAppointments: z.boolean(),
});
export type AdminBranch = z.infer<typeof adminBranchSchema>;
