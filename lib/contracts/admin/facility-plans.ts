import { z } from 'zod';
import { toLatinDigits } from '@/lib/format/digits';

export const facilityPlanMessages = {
  kind: 'مسیر طرح باید «تسهیلات» یا «لیزینگ» باشد',
  name: 'نام طرح را بنویسید (۲ تا ۱۰۰ حرف)',
  parentTitle: 'عنوان گروه طرح را بنویسید (۲ تا ۱۰۰ حرف)',
  months: 'تعداد اقساط باید عددی صحیح از ۱ تا ۶۰ باشد',
  prepayment: 'حداقل پیش‌پرداخت باید درصدی صحیح از ۰ تا ۹۰ باشد',
  rate: 'نرخ سود سالانه باید از ۰ تا ۱۰۰ درصد و حداکثر با دو رقم اعشار باشد',
  guarantee: 'نوع ضمانت باید چک یا سفته باشد',
  minLoan: 'حداقل مبلغ وام باید عددی صحیح و مثبت (تومان) باشد',
  maxLoan: 'حداکثر مبلغ وام باید عددی صحیح و دست‌کم برابر حداقل مبلغ وام باشد',
  categories: 'دسته‌های انتخاب‌شده معتبر نیستند',
  unknownCategory: 'یکی از دسته‌های انتخاب‌شده در فروشگاه نیست',
  sort: 'ترتیب باید عددی صحیح از ۰ تا ۱۰۰۰ باشد',
  active: 'روشن یا خاموش بودن طرح را مشخص کنید',
  notFound: 'طرح پیدا نشد',
} as const;

export const FACILITY_KIND_TITLES = { plan: 'تسهیلات', leasing: 'لیزینگ' } as const;
export const GUARANTEE_TITLES = { cheque: 'چک', promissory: 'سفته' } as const;

const LOAN_CAP = 100_000_000_000;

/** A whole number from JSON or a form field; Persian digits and thousands separators are accepted. */
const intOf = (message: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? Number.NaN : Number(toLatinDigits(v).replace(/[\s,٬]/g, ''))) : v),
    z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );

/** Percent with at most two decimals (23.5 = 2350 basis points); '٫' and '/' are Persian decimal points. */
const ratePercent = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? Number.NaN : Number(toLatinDigits(v).trim().replace(/[٫/]/, '.'))) : v),
  z
    .number({ error: facilityPlanMessages.rate })
    .min(0, { error: facilityPlanMessages.rate })
    .max(100, { error: facilityPlanMessages.rate })
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { error: facilityPlanMessages.rate }),
);

export const facilityPlanBodySchema = z
  .object({
    kind: z.enum(['plan', 'leasing'], { error: facilityPlanMessages.kind }),
    name: z.string({ error: facilityPlanMessages.name }).trim().min(2, { error: facilityPlanMessages.name }).max(100, { error: facilityPlanMessages.name }),
    parentTitle: z.string({ error: facilityPlanMessages.parentTitle }).trim().min(2, { error: facilityPlanMessages.parentTitle }).max(100, { error: facilityPlanMessages.parentTitle }),
    months: intOf(facilityPlanMessages.months, 1, 60),
    minPrepaymentPercent: intOf(facilityPlanMessages.prepayment, 0, 90),
    annualRatePercent: ratePercent,
    guaranteeType: z.enum(['cheque', 'promissory'], { error: facilityPlanMessages.guarantee }),
    minLoan: intOf(facilityPlanMessages.minLoan, 1, LOAN_CAP),
    maxLoan: intOf(facilityPlanMessages.maxLoan, 1, LOAN_CAP),
    categoryIds: z.array(z.number({ error: facilityPlanMessages.categories }).int({ error: facilityPlanMessages.categories }).positive({ error: facilityPlanMessages.categories }).max(2_147_483_647, { error: facilityPlanMessages.categories }), { error: facilityPlanMessages.categories }).max(200, { error: facilityPlanMessages.categories }).default([]),
    active: z.boolean({ error: facilityPlanMessages.active }).default(true),
    sort: intOf(facilityPlanMessages.sort, 0, 1000).default(0),
  })
  .refine((b) => b.maxLoan >= b.minLoan, { error: facilityPlanMessages.maxLoan, path: ['maxLoan'] });
export type FacilityPlanBody = z.output<typeof facilityPlanBodySchema>;

export const facilityPlanSwitchSchema = z.object({ active: z.boolean({ error: facilityPlanMessages.active }) });

export const adminFacilityPlanSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['plan', 'leasing']),
  name: z.string(),
  parentTitle: z.string(),
  months: z.number().int(),
  minPrepaymentPercent: z.number().int(),
  /** Basis points (2300 = 23 %), as the storefront's plans carry it. */
  annualRateBp: z.number().int(),
  guaranteeType: z.enum(['cheque', 'promissory']),
  minLoan: z.number().int(),
  maxLoan: z.number().int(),
  categoryIds: z.array(z.number().int()),
  active: z.boolean(),
  sort: z.number().int(),
  /** Requests ever made on the plan; a plan with requests is switched off rather than removed. */
  requests: z.number().int(),
});
export type AdminFacilityPlan = z.infer<typeof adminFacilityPlanSchema>;

export const adminFacilityPlansSchema = z.object({
  plans: z.array(adminFacilityPlanSchema),
  /** The shop's categories, for the plan's category choice (top level first). */
  categories: z.array(z.object({ id: z.number().int(), title: z.string(), parentId: z.number().int().nullable() })),
});
export type AdminFacilityPlans = z.infer<typeof adminFacilityPlansSchema>;
