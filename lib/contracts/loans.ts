import { z } from 'zod';
import { LOAN_STARTED_STATES, loanMessages as msg } from './loan-messages';
import { parseTomanInput } from './wallet-messages';

const toman = z.number().int();

/** One instalment as the customer sees it; dates are formatted on the server (Jalali, Persian digits). */
export const loanInstalmentSchema = z.object({
  number: z.number().int(),
  amount: toman,
  dueDate: z.string(),
  jalali: z.string(),
  state: z.enum(['paid', 'due', 'overdue']),
  /** Days to the due date: negative when overdue. */
  daysLeft: z.number().int(),
  paid: toman,
  rebate: toman,
  lateFee: toman,
  lateFeePaid: toman,
  /** What clearing it costs now: its unpaid amount and unpaid late fee. */
  owed: toman,
  paidAt: z.string().nullable(),
});
export type LoanInstalment = z.infer<typeof loanInstalmentSchema>;

export const loanPlanSchema = z.object({
  name: z.string(),
  parentTitle: z.string(),
  months: z.number().int(),
  annualRateBp: z.number().int(),
  guaranteeType: z.enum(['cheque', 'promissory']),
  lateFeeDailyBp: z.number().int(),
  lateFeeGraceDays: z.number().int(),
  settlementRebatePercent: z.number().int(),
  lateFeeText: z.string(),
  settlementText: z.string(),
});

export const loanSchema = z.object({
  id: z.number().int(),
  state: z.enum(LOAN_STARTED_STATES),
  orderId: z.number().int().nullable(),
  plan: loanPlanSchema,
  loanAmount: toman,
  /** The schedule's total (the final refund). */
  scheduleTotal: toman,
  /** Paid so far toward the instalments and their late fees. */
  paidTotal: toman,
  /** The instalments' unpaid amounts. */
  remaining: toman,
  /** Late fees accrued and not yet paid. */
  lateFeeDue: toman,
  nextDue: z.object({ number: z.number().int(), jalali: z.string(), daysLeft: z.number().int(), owed: toman }).nullable(),
  /** Something is overdue or due within LOAN_DUE_SOON_DAYS. */
  dueSoon: z.boolean(),
  startedAt: z.string(),
  closedAt: z.string().nullable(),
  instalments: z.array(loanInstalmentSchema),
});
export type Loan = z.infer<typeof loanSchema>;

export const loanAllocationSchema = z.object({ number: z.number().int(), kind: z.enum(['instalment', 'fee', 'rebate']), amount: toman });
export type LoanAllocation = z.infer<typeof loanAllocationSchema>;

/** One payment of the loan's history and its receipt. */
export const loanPaymentSchema = z.object({
  id: z.number().int(),
  loanId: z.number().int(),
  mode: z.enum(['instalments', 'amount', 'settlement', 'branch']),
  status: z.enum(['pending', 'paid', 'failed', 'refunded']),
  amount: toman,
  walletAmount: toman,
  gatewayAmount: toman,
  rebate: toman,
  excess: toman,
  gateway: z.string().nullable(),
  refId: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  allocations: z.array(loanAllocationSchema),
});
export type LoanPayment = z.infer<typeof loanPaymentSchema>;

export const loanChequeSchema = z.object({
  id: z.number().int(),
  sayadId: z.string(),
  bank: z.string(),
  bankTitle: z.string(),
  chequeDate: z.string(),
  jalali: z.string(),
  numbers: z.array(z.number().int()),
  amount: toman,
});
export type LoanCheque = z.infer<typeof loanChequeSchema>;

export const settlementSchema = z.object({ owed: toman, rebate: toman, payable: toman });

export const loanDetailSchema = loanSchema.extend({
  payments: z.array(loanPaymentSchema),
  cheques: z.array(loanChequeSchema),
  /** Settling everything today; null once the loan is closed. */
  settlement: settlementSchema.nullable(),
  walletBalance: toman,
  /** The offered gateways an instalment may be paid through (no credit provider). */
  gateways: z.array(z.object({ id: z.string(), title: z.string(), credit: z.boolean(), min: z.number().int().nullable(), max: z.number().int().nullable() })),
});
export type LoanDetail = z.infer<typeof loanDetailSchema>;

const positiveInt = (message: string) => z.preprocess((v) => (typeof v === 'string' ? parseTomanInput(v) : v), z.number({ error: message }).int(message).positive(message));

/** What to pay: through instalment N (the next one, or the next N), any amount oldest first, or the whole remainder. */
export const loanPayTargetSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('instalments'), throughNumber: z.coerce.number({ error: msg.badThrough }).int(msg.badThrough).min(1, msg.badThrough).max(120, msg.badThrough) }),
  z.object({ mode: z.literal('amount'), amount: positiveInt(msg.amount) }),
  z.object({ mode: z.literal('settlement') }),
], { error: msg.mode });
export type LoanPayTarget = z.infer<typeof loanPayTargetSchema>;

export const loanQuoteQuerySchema = z.object({
  mode: z.enum(['instalments', 'amount', 'settlement'], { error: msg.mode }),
  throughNumber: z.string().optional(),
  amount: z.string().optional(),
});

export const loanQuoteSchema = z.object({ owed: toman, rebate: toman, payable: toman, allocations: z.array(loanAllocationSchema) });
export type LoanQuote = z.infer<typeof loanQuoteSchema>;

export const loanPayBodySchema = z.intersection(
  loanPayTargetSchema,
  z.object({
    paymentMethod: z.enum(['gateway', 'wallet', 'wallet_gateway'], { error: msg.paymentMethod }),
    gateway: z.string().min(1, msg.gateway).max(32).optional(),
    /** The figure the customer was shown; a different one now answers 409 instead of charging it. */
    expected: z.number().int().nonnegative().optional(),
  }),
);
export type LoanPayBody = z.infer<typeof loanPayBodySchema>;

export const loanPayAnswerSchema = z.object({
  loanPaymentId: z.number().int(),
  status: z.enum(['paid', 'awaiting_payment']),
  paymentId: z.number().int().nullable(),
  redirectUrl: z.string().nullable(),
});
export type LoanPayAnswer = z.infer<typeof loanPayAnswerSchema>;

export const loanDueCountSchema = z.object({ dueSoon: z.number().int(), overdue: z.number().int() });
export type LoanDueCount = z.infer<typeof loanDueCountSchema>;
