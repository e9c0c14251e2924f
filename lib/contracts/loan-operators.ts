import { z } from 'zod';
import { isValidJalaaliDate } from 'jalaali-js';
import { toLatinDigits } from '@/lib/format/digits';
import { jalaliToGregorianIso } from '@/lib/format/jalali';
import { CHEQUE_BANKS, loanMessages as msg, type ChequeBank } from './loan-messages';

// What credit officers send and read (/api/admin/loans…, /api/admin/jobs/failures).

const toman = z.number().int();

/** A Jalali date typed as 1404/09/15 (any digits, / or -) → its Gregorian day 'YYYY-MM-DD'; undefined when invalid. */
export function jalaliInputToIso(value: string): string | undefined {
  const m = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(toLatinDigits(value.trim()));
  if (!m) return undefined;
  const [jy, jm, jd] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isValidJalaaliDate(jy, jm, jd) ? jalaliToGregorianIso(jy, jm, jd) : undefined;
}

/** A credit officer's record of one guarantee cheque (form or JSON). */
export const chequeBodySchema = z.object({
  sayadId: z.preprocess(
    (v) => (typeof v === 'string' ? toLatinDigits(v).replace(/[\s-]/g, '') : v),
    z.string({ error: msg.cheque.sayad }).regex(/^\d{16}$/, msg.cheque.sayad).refine((s) => !/^(\d)\1{15}$/.test(s), msg.cheque.sayad),
  ),
  bank: z.string({ error: msg.cheque.bank }).refine((b): b is ChequeBank => Object.hasOwn(CHEQUE_BANKS, b), msg.cheque.bank),
  /** Jalali, as written on the cheque; parsed to its Gregorian day. */
  chequeDate: z.string({ error: msg.cheque.date }).transform((v, ctx) => jalaliInputToIso(v) ?? (ctx.addIssue({ code: 'custom', message: msg.cheque.date }), z.NEVER)),
  numbers: z.array(z.coerce.number().int().min(1).max(120), { error: msg.cheque.numbers }).min(1, msg.cheque.numbers).max(120, msg.cheque.numbers),
});
export type ChequeBody = z.infer<typeof chequeBodySchema>;

/** Operators: an instalment paid in cash or by card at a branch counter. */
export const branchPaymentBodySchema = z.object({
  number: z.coerce.number({ error: msg.badThrough }).int(msg.badThrough).min(1, msg.badThrough).max(120, msg.badThrough),
  reason: z.string({ error: msg.reason }).trim().min(3, msg.reason).max(500, msg.reason),
});
export type BranchPaymentBody = z.infer<typeof branchPaymentBodySchema>;

export const overdueRowSchema = z.object({
  loanId: z.number().int(),
  customer: z.object({ id: z.number().int(), name: z.string(), mobile: z.string() }),
  planName: z.string(),
  overdueCount: z.number().int(),
  /** Unpaid amounts and late fees of the overdue instalments. */
  overdueAmount: toman,
  lateFeeDue: toman,
  daysOverdue: z.number().int(),
  oldestDueDate: z.string(),
  lastReminderAt: z.string().nullable(),
});
export type OverdueRow = z.infer<typeof overdueRowSchema>;

export const jobFailureSchema = z.object({
  id: z.number().int(),
  queue: z.string(),
  jobId: z.string(),
  attempt: z.number().int(),
  final: z.boolean(),
  error: z.string(),
  data: z.record(z.string(), z.unknown()),
  failedAt: z.string(),
});
