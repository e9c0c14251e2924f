import { z } from 'zod';
import { toLatinDigits } from '@/lib/format/digits';
import { normalizeNationalCode } from '@/lib/validators/national-code';
import { isPersianName, normalizePersianName } from '@/lib/validators/persian-name';
import { authMessages, mobileField } from './auth';

export const LOAN_INTEREST_MIN = 5_000_000;
export const LOAN_INTEREST_MAX = 500_000_000;

export const loanBetaMessages = {
  fullName: 'نام و نام خانوادگی را به فارسی وارد کنید',
  amount: 'مبلغ درخواستی باید بین ۵٬۰۰۰٬۰۰۰ و ۵۰۰٬۰۰۰٬۰۰۰ تومان باشد',
  registered: 'درخواست شما ثبت شد؛ کارشناسان ما به‌زودی با شما تماس می‌گیرند',
  duplicate: 'با این شماره موبایل قبلا درخواست ثبت شده است',
  notFound: 'درخواستی با این کد ملی و شماره موبایل یافت نشد',
  interestState: 'ثبت شده؛ در انتظار تماس کارشناس',
} as const;

const nationalCode = z
  .string({ error: authMessages.nationalCodeRequired })
  .transform((v) => toLatinDigits(v).trim())
  .pipe(z.string().min(1, authMessages.nationalCodeRequired))
  .transform((value, ctx) => normalizeNationalCode(value) ?? (ctx.addIssue({ code: 'custom', message: authMessages.nationalCodeInvalid }), z.NEVER));

/** Whole toman; Persian digits and thousands separators accepted. */
const amount = z.preprocess(
  (v) => (typeof v === 'string' ? Number(toLatinDigits(v).replace(/[\s,٬]/g, '')) || Number.NaN : v),
  z.number({ error: loanBetaMessages.amount }).int(loanBetaMessages.amount).min(LOAN_INTEREST_MIN, loanBetaMessages.amount).max(LOAN_INTEREST_MAX, loanBetaMessages.amount),
);

/** /loanbeta/register: a person's interest in a loan, before any account or request. */
export const loanInterestBodySchema = z.object({
  fullName: z
    .string({ error: loanBetaMessages.fullName })
    .transform(normalizePersianName)
    .pipe(z.string().min(3, loanBetaMessages.fullName).max(80, loanBetaMessages.fullName).refine(isPersianName, loanBetaMessages.fullName)),
  mobile: mobileField,
  nationalCode,
  amount,
});
export type LoanInterestBody = z.output<typeof loanInterestBodySchema>;

/** /loanbeta/check: both must match one person's request or registration. */
export const loanCheckBodySchema = z.object({ nationalCode, mobile: mobileField });
export type LoanCheckBody = z.output<typeof loanCheckBodySchema>;

export const loanCheckAnswerSchema = z.object({
  kind: z.enum(['request', 'interest']),
  id: z.number().int(),
  state: z.string(),
  stateTitle: z.string(),
  amount: z.number().int(),
  /** Jalali, Persian digits, formatted on the server. */
  createdAt: z.string(),
});
export type LoanCheckAnswer = z.infer<typeof loanCheckAnswerSchema>;
