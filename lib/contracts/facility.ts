import { z } from 'zod';
import { toLatinDigits } from '@/lib/format/digits';
import { isPersianName, normalizePersianName } from '@/lib/validators/persian-name';
import { normalizeNationalCode } from '@/lib/validators/national-code';
import { authMessages } from './auth';
import { DOCUMENT_KINDS, LOAN_STATE_IDS, facilityMessages as msg, type DocumentKind } from './facility-messages';

const toman = z.number().int();

/** A form field of whole numbers; Persian digits and thousands separators are accepted. */
const formInt = (message: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^[\s0-9۰-۹٠-٩,٬]+$/.test(v) && v.trim() ? Number(toLatinDigits(v).replace(/[\s,٬]/g, '')) : typeof v === 'number' ? v : Number.NaN),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
const idOf = (message: string) => formInt(message, 1, 2_147_483_647);

export const facilityPlanSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['plan', 'leasing']),
  facilityName: z.string(),
  facilityParentTitle: z.string(),
  months: z.number().int(),
  minPrepaymentPercent: z.number().int(),
  annualRateBp: z.number().int(),
  guaranteeType: z.enum(['cheque', 'promissory']),
  minLoanAmount: toman,
  maxLoanAmount: toman,
  categoryIds: z.array(z.number().int()),
  /** The loan's servicing rules (docs/instalments.md): late fee per day in basis points, grace days, settlement rebate. */
  lateFeeDailyBp: z.number().int(),
  lateFeeGraceDays: z.number().int(),
  settlementRebatePercent: z.number().int(),
});
export type FacilityPlan = z.infer<typeof facilityPlanSchema>;

export const plansQuerySchema = z.object({ kind: z.enum(['plan', 'leasing']).optional().default('plan') });
export const basketFacilityFormSchema = z.object({ planId: idOf(msg.plan) });

export const planRequestDocumentSchema = z.object({ id: z.number().int(), kind: z.enum(DOCUMENT_KINDS as [string, ...string[]]), mime: z.string(), size: z.number().int() });

export const instalmentSchema = z.object({ number: z.number().int(), amount: toman, dueDate: z.string(), jalali: z.string() });

/** The plan request as the client holds it (SPEC §3 "Plan request": meetDateTime, step and the rest). */
export const planRequestSchema = z.object({
  id: z.number().int(),
  state: z.enum(LOAN_STATE_IDS),
  step: z.number().int(),
  kind: z.enum(['plan', 'leasing']),
  planId: z.number().int(),
  facilityName: z.string(),
  facilityParentTitle: z.string(),
  months: z.number().int(),
  guaranteeType: z.enum(['cheque', 'promissory']).nullable(),
  planGuaranteeType: z.enum(['cheque', 'promissory']),
  fromBasket: z.boolean(),
  price: toman,
  prepayment: toman,
  loanAmount: toman,
  amountPerMonth: toman,
  finalRefundAmount: toman,
  fName: z.string().nullable(),
  lName: z.string().nullable(),
  nationalCode: z.string().nullable(),
  mobile: z.string().nullable(),
  birthDate: z.string().nullable(),
  job: z.string().nullable(),
  monthlyIncome: toman.nullable(),
  documents: z.array(planRequestDocumentSchema),
  creditScore: z.number().int().nullable(),
  creditApproved: z.boolean().nullable(),
  branchId: z.number().int().nullable(),
  meetDateTime: z.string().nullable(),
  decisionReason: z.string().nullable(),
  /** Documents the credit desk asked to have uploaded again, and its message; empty when nothing is asked. */
  reupload: z.object({ kinds: z.array(z.enum(DOCUMENT_KINDS as [string, ...string[]])), message: z.string().nullable() }),
  attended: z.boolean(),
  /** The officer recorded a missed appointment; the applicant books another day. */
  missed: z.boolean(),
  /** The facility order made when the prepayment is started; its page shows the instalments. */
  orderId: z.number().int().nullable(),
  schedule: z.array(instalmentSchema),
  createdAt: z.string(),
});
export type PlanRequest = z.infer<typeof planRequestSchema>;

export const planLoanTimeSchema = z.object({ dateTime: z.string(), holiday: z.boolean(), capacity: z.number().int() });
export type PlanLoanTime = z.infer<typeof planLoanTimeSchema>;
export const planLoanTimesQuerySchema = z.object({ branchId: idOf(msg.branch) });

const personName = (message: string) =>
  z.string({ error: message }).transform(normalizePersianName).pipe(z.string().min(1, message).max(50, message).refine(isPersianName, message));

/** Step 0: a plan and either the basket or an amount (a higher prepayment is the buyer's choice). */
export const planStepSchema = z.object({
  planId: idOf(msg.plan),
  fromBasket: flag.optional().default(false),
  amount: formInt(msg.amount, 1, 10_000_000_000).optional(),
  prepayment: formInt(msg.amount, 0, 10_000_000_000).optional(),
});

/** The plan step's form: an amount is needed unless the basket is what is bought. */
export const planStepFormSchema = planStepSchema.refine((v) => v.fromBasket || v.amount !== undefined, { path: ['amount'], message: msg.amount });

/** Step 1: the applicant (the profile's fields, the job and the monthly income). */
export const applicantStepSchema = z.object({
  fName: personName(authMessages.fnameRequired),
  lName: personName(authMessages.lnameRequired),
  nationalCode: z
    .string({ error: authMessages.nationalCodeRequired })
    .transform((value, ctx) => {
      const code = normalizeNationalCode(toLatinDigits(value).trim());
      if (!code) {
        ctx.addIssue({ code: 'custom', message: authMessages.nationalCodeInvalid });
        return z.NEVER;
      }
      return code;
    }),
  birthDate: z
    .string({ error: msg.birthDate })
    .transform((v) => toLatinDigits(v).slice(0, 10))
    .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, msg.birthDate)),
  job: z.string({ error: msg.job }).trim().min(2, msg.job).max(80, msg.job),
  monthlyIncome: formInt(msg.income, 0, 100_000_000_000),
});

export const guaranteeStepSchema = z.object({ guaranteeType: z.enum(['cheque', 'promissory'], { error: msg.guaranteeType }) });

const meetDateTimeField = z
  .string({ error: msg.meetDateTime })
  .transform((v) => toLatinDigits(v).trim())
  .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}(T00:00:00)?$/, msg.meetDateTime))
  .transform((v) => v.slice(0, 10));

const appointmentStep = z.object({ branchId: idOf(msg.branch), meetDateTime: meetDateTimeField });

const stepOf = <N extends number>(n: N) => z.literal(String(n) as `${N}`, { error: msg.step }).transform(() => n);

/**
 * PUT edit plan request (SPEC §7): multipart, the whole plan request plus `step` (0 plan, 1 applicant,
 * 2 guarantee, 3 credit check, 4 appointment with meetDateTime). Fields other steps own are ignored.
 */
export const editPlanRequestFormSchema = z.discriminatedUnion('step', [
  planStepSchema.extend({ id: idOf(msg.requestId), step: stepOf(0) }),
  applicantStepSchema.extend({ id: idOf(msg.requestId), step: stepOf(1) }),
  guaranteeStepSchema.extend({ id: idOf(msg.requestId), step: stepOf(2) }),
  z.object({ id: idOf(msg.requestId), step: stepOf(3) }),
  appointmentStep.extend({ id: idOf(msg.requestId), step: stepOf(4) }),
]);
export type EditPlanRequestForm = z.output<typeof editPlanRequestFormSchema>;

export const createPlanRequestFormSchema = planStepSchema;
export type CreatePlanRequestForm = z.output<typeof createPlanRequestFormSchema>;

export const documentFormSchema = z.object({
  requestId: idOf(msg.requestId),
  kind: z.enum(DOCUMENT_KINDS as [string, ...string[]], { error: msg.documentKind }),
  file: z.custom<File>((v) => v instanceof File, { error: msg.file }),
});

export const adminListQuerySchema = z.object({ state: z.enum(LOAN_STATE_IDS).optional() });

/**
 * Paying an approved request's prepayment: from the wallet at once, or through a gateway: named, the bank's address
 * comes back; left out, only the order is made and /payment/summery lets the person choose among the offered ones.
 */
export const prepaymentBodySchema = z.object({
  requestId: idOf(msg.requestId),
  paymentMethod: z.enum(['gateway', 'wallet'], { error: msg.paymentMethod }),
  gateway: z.string().trim().min(1).max(40).optional(),
});
export type PrepaymentBody = z.output<typeof prepaymentBodySchema>;
export const prepaymentAnswerSchema = z.object({
  orderId: z.number().int(),
  status: z.enum(['paid', 'awaiting_payment']),
  paymentId: z.number().int().nullable(),
  redirectUrl: z.string().nullable(),
});
export type PrepaymentAnswer = z.infer<typeof prepaymentAnswerSchema>;
export const decisionFormSchema = z
  .object({ id: idOf(msg.requestId), decision: z.enum(['approve', 'reject'], { error: msg.decision }), reason: z.string().trim().max(500).optional() })
  .refine((v) => v.decision === 'approve' || (v.reason?.length ?? 0) >= 3, { message: msg.reason, path: ['reason'] });
export const attendedFormSchema = z.object({ id: idOf(msg.requestId) });

/** The credit desk asks for documents again (JSON): which ones, and a message the applicant reads. */
export const reuploadBodySchema = z.object({
  kinds: z
    .array(z.enum(DOCUMENT_KINDS as [DocumentKind, ...DocumentKind[]], { error: msg.reuploadKinds }), { error: msg.reuploadKinds })
    .min(1, { error: msg.reuploadKinds })
    .transform((kinds) => [...new Set(kinds)]),
  message: z.string({ error: msg.reuploadMessage }).trim().min(5, { error: msg.reuploadMessage }).max(500, { error: msg.reuploadMessage }),
});
export type ReuploadBody = z.output<typeof reuploadBodySchema>;
