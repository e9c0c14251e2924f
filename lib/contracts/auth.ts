import { z } from 'zod';
import { toLatinDigits } from '@/lib/format/digits';
import { birthDateDay } from '@/lib/validators/birth-date';
import { normalizeMobile } from '@/lib/validators/mobile';
import { normalizeNationalCode } from '@/lib/validators/national-code';
import { brokenPasswordRule } from '@/lib/validators/password';
import { isPersianName, normalizePersianName } from '@/lib/validators/persian-name';

/** SPEC §5 texts, shared by the forms and the server so both answer the same words. */
export const authMessages = {
  mobile: 'شماره موبایل را به درستی وارد کنید',
  code: 'کد تایید باید ۴ رقم باشد',
  password: 'رمز عبور را به درستی پر کنید',
  fnameRequired: 'لطفا نام را به درستی پر کنید',
  fnamePersian: 'نام  باید فارسی باشد',
  lnameRequired: 'لطفا نام خانوداگی را به درستی پر کنید',
  lnamePersian: 'نام خانوداگی باید فارسی باشد',
  nationalCodeRequired: 'لطفا کد ملی را به درستی پر کنید',
  nationalCodeInvalid: 'کد ملی وارد شده صحیح نمی باشد ',
  fieldRequired: 'لطفا این فیلد را به درستی پر کنید',
  birthDateRequired: 'تاریخ تولد را انتخاب کنید',
  birthDateTooLate: 'تاریخ تولد باید دست‌کم ۶ سال پیش از امروز باشد',
  passwordMismatch: 'رمز عبور با تکرار رمز عبور یکسان نیست',
  passwordMismatchRecovery: 'رمز عبور و تکرار ان یکسان نیستن ',
} as const;

export const OTP_LENGTH = 4;
/** SPEC §9: a code lives 120 seconds, and the resend/voice-call controls appear when it ends. */
export const OTP_TTL_SECONDS = 120;

export const mobileField = z
  .string({ error: authMessages.mobile })
  .transform((value, ctx) => {
    const mobile = normalizeMobile(value);
    if (!mobile) {
      ctx.addIssue({ code: 'custom', message: authMessages.mobile });
      return z.NEVER;
    }
    return mobile;
  });

export const codeField = z
  .string({ error: authMessages.code })
  .transform((value) => toLatinDigits(value).trim())
  .pipe(z.string().regex(/^\d{4}$/, authMessages.code));

const booleanString = z.enum(['true', 'false']).transform((v) => v === 'true');

export const sendCodeBodySchema = z.object({ mobile: mobileField, isVoiceCall: z.boolean().optional().default(false) });
export const codeLoginBodySchema = z.object({ mobile: mobileField, code: codeField });
export const passwordLoginBodySchema = z.object({
  mobile: mobileField,
  password: z.string({ error: authMessages.password }).min(1, authMessages.password).max(128, authMessages.password),
});
/** Login step 0 (the mobile number) and the forget-password call: one field. */
export const mobileFormSchema = z.object({ mobile: mobileField });
export const forgetPasswordFormSchema = mobileFormSchema;
/** Login steps 1 and 3: the four-digit code. */
export const codeFormSchema = z.object({ code: codeField });
/** Login step 2. */
export const passwordFormSchema = passwordLoginBodySchema.pick({ password: true });
export const forgetPasswordQuerySchema = z.object({ isVoiceCall: booleanString.optional().default(false) });

export const newPasswordField = z
  .string({ error: authMessages.password })
  .max(128, authMessages.password)
  .superRefine((value, ctx) => {
    const broken = brokenPasswordRule(value);
    if (broken) ctx.addIssue({ code: 'custom', message: broken.message });
  });

export const resetPasswordFormSchema = z.object({
  password: newPasswordField,
  secretKey: z.string({ error: 'کلید تغییر رمز عبور نامعتبر است' }).min(1, 'کلید تغییر رمز عبور نامعتبر است').max(200),
});

/** Login step 5: the new password and its repeat; SPEC §5 words the mismatch differently in recovery. */
export function newPasswordFormSchema(recovering: boolean) {
  return z
    .object({ password: newPasswordField, repeat: z.string() })
    .refine((v) => v.password === v.repeat, {
      path: ['repeat'],
      message: recovering ? authMessages.passwordMismatchRecovery : authMessages.passwordMismatch,
    });
}

const personName = (required: string, persian: string) =>
  z
    .string({ error: required })
    .transform(normalizePersianName)
    .pipe(z.string().min(1, required).max(50, persian).refine(isPersianName, persian));

const idField = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : Number(toLatinDigits(String(v)))),
  z.number({ error: authMessages.fieldRequired }).int(authMessages.fieldRequired).positive(authMessages.fieldRequired),
);

/**
 * SPEC §5 profile rules. `latestBirthDate` is today minus six years (YYYY-MM-DD); the server passes its own
 * today, and the form requires the birth date while the wire keeps it optional (SPEC §7).
 */
export function userInfoSchema(latestBirthDate: string, { requireBirthDate = false } = {}) {
  const birthDate = z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .superRefine((value, ctx) => {
      if (value === undefined) {
        if (requireBirthDate) ctx.addIssue({ code: 'custom', message: authMessages.birthDateRequired });
        return;
      }
      const day = birthDateDay(value);
      if (!day) ctx.addIssue({ code: 'custom', message: authMessages.birthDateRequired });
      else if (day > latestBirthDate) ctx.addIssue({ code: 'custom', message: authMessages.birthDateTooLate });
    });
  return z.object({
    fname: personName(authMessages.fnameRequired, authMessages.fnamePersian),
    lname: personName(authMessages.lnameRequired, authMessages.lnamePersian),
    nationalCode: z
      .string({ error: authMessages.nationalCodeRequired })
      .transform((v) => toLatinDigits(v).trim())
      .pipe(z.string().min(1, authMessages.nationalCodeRequired))
      .transform((value, ctx) => {
        const code = normalizeNationalCode(value);
        if (!code) {
          ctx.addIssue({ code: 'custom', message: authMessages.nationalCodeInvalid });
          return z.NEVER;
        }
        return code;
      }),
    provinceId: idField,
    cityId: idField,
    birthDate,
  });
}
export type UserInfoInput = z.input<ReturnType<typeof userInfoSchema>>;
export type UserInfoValues = z.output<ReturnType<typeof userInfoSchema>>;

export const userRoleSchema = z.enum(['customer', 'seller', 'supervisor']);
export type UserRole = z.infer<typeof userRoleSchema>;

/** SPEC §3 "User": the profile the header, dashboard and forms read. */
export const userSchema = z.object({
  id: z.number().int(),
  mobile: z.string(),
  fName: z.string().nullable(),
  lName: z.string().nullable(),
  nationalCode: z.string().nullable(),
  /** YYYY-MM-DDT00:00:00, as the form sends it. */
  birthDate: z.string().nullable(),
  provinceId: z.number().int().nullable(),
  cityId: z.number().int().nullable(),
  role: userRoleSchema,
  /** Seller mode: quantity limits do not apply (SPEC §6). */
  noCheck: z.boolean(),
  /** Toman. */
  wallet: z.number().int(),
  newNotifications: z.number().int(),
  hasMainData: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** What both logins answer. secretKey is set only when the session may set a new password (step 5). */
export const loginAnswerSchema = z.object({
  token: z.string(),
  role: userRoleSchema,
  hasMainData: z.boolean(),
  newPassword: z.boolean(),
  secretKey: z.string().nullable(),
  user: userSchema,
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const codeSentSchema = z.object({ expiresIn: z.number().int(), resendIn: z.number().int() });
export type CodeSent = z.infer<typeof codeSentSchema>;

export const walletSchema = z.object({ balance: z.number().int() });
export type Wallet = z.infer<typeof walletSchema>;

export const sessionCheckSchema = z.object({ role: userRoleSchema, hasMainData: z.boolean() });
