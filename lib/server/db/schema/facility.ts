import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { baskets } from './basket';
import { branches } from './geo';
import { uploads } from './uploads';

const toman = (name: string) => bigint(name, { mode: 'number' });

export const FACILITY_KINDS = ['plan', 'leasing'] as const;
export const GUARANTEE_TYPES = ['cheque', 'promissory'] as const;

/** Instalment and loan plans (issue #8); `kind` leasing holds a leasing company's plans on the same engine. */
export const facilityPlans = pgTable(
  'facility_plans',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: FACILITY_KINDS }).notNull().default('plan'),
    /** SPEC §3 facilityName and facilityParentTitle. */
    name: text('name').notNull(),
    parentTitle: text('parent_title').notNull(),
    months: smallint('months').notNull(),
    minPrepaymentPercent: smallint('min_prepayment_percent').notNull(),
    /** Annual profit rate in basis points (2300 = 23 %). */
    annualRateBp: integer('annual_rate_bp').notNull(),
    guaranteeType: text('guarantee_type', { enum: GUARANTEE_TYPES }).notNull(),
    minLoan: toman('min_loan').notNull(),
    maxLoan: toman('max_loan').notNull(),
    /** Categories (and their descendants) the plan applies to; empty means every category. */
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Late fee per day in basis points of an instalment's unpaid part (5 = 0.05 %), after the grace days (docs/instalments.md). */
    lateFeeDailyBp: smallint('late_fee_daily_bp').notNull().default(5),
    lateFeeGraceDays: smallint('late_fee_grace_days').notNull().default(3),
    /** Share of the profit of months not yet begun given back on early settlement, in whole percent. */
    settlementRebatePercent: smallint('settlement_rebate_percent').notNull().default(100),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check('facility_plans_kind_check', sql`${t.kind} in ('plan', 'leasing')`),
    check('facility_plans_guarantee_check', sql`${t.guaranteeType} in ('cheque', 'promissory')`),
    check('facility_plans_months_check', sql`${t.months} between 1 and 60`),
    check('facility_plans_prepayment_check', sql`${t.minPrepaymentPercent} between 0 and 90`),
    check('facility_plans_rate_check', sql`${t.annualRateBp} between 0 and 10000`),
    check('facility_plans_loan_check', sql`${t.minLoan} >= 1 and ${t.maxLoan} >= ${t.minLoan}`),
    check('facility_plans_late_fee_check', sql`${t.lateFeeDailyBp} between 0 and 100 and ${t.lateFeeGraceDays} between 0 and 30`),
    check('facility_plans_rebate_check', sql`${t.settlementRebatePercent} between 0 and 100`),
  ],
);

/** The plan a user's basket is bought with (SPEC §3 facility basket); no row is a cash basket. */
export const basketFacilities = pgTable('basket_facilities', {
  basketId: text('basket_id')
    .primaryKey()
    .references(() => baskets.id, { onDelete: 'cascade' }),
  planId: integer('plan_id')
    .notNull()
    .references(() => facilityPlans.id, { onDelete: 'cascade' }),
});

/**
 * 'active': the prepayment is paid, the facility order exists and its instalments run; 'settled': every instalment
 * is paid; 'cancelled': its facility order was refunded (docs/instalments.md).
 */
export const LOAN_STATES = ['draft', 'submitted', 'approved', 'rejected', 'active', 'settled', 'cancelled'] as const;
export type LoanState = (typeof LOAN_STATES)[number];

/**
 * A stepped loan request, saved after every step (0 plan and amount, 1 applicant, 2 guarantee and documents,
 * 3 credit check, 4 appointment). `step` is the next step to fill; 5 when all are done.
 */
export const loanRequests = pgTable(
  'loan_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => facilityPlans.id),
    state: text('state', { enum: LOAN_STATES }).notNull().default('draft'),
    step: smallint('step').notNull().default(1),
    fromBasket: boolean('from_basket').notNull().default(false),
    price: toman('price').notNull(),
    prepayment: toman('prepayment').notNull(),
    loanAmount: toman('loan_amount').notNull(),
    fName: text('f_name'),
    lName: text('l_name'),
    nationalCode: text('national_code'),
    mobile: text('mobile'),
    birthDate: date('birth_date', { mode: 'string' }),
    job: text('job'),
    monthlyIncome: toman('monthly_income'),
    guaranteeType: text('guarantee_type', { enum: GUARANTEE_TYPES }),
    creditScore: smallint('credit_score'),
    creditApproved: boolean('credit_approved'),
    branchId: integer('branch_id').references(() => branches.id),
    meetDate: date('meet_date', { mode: 'string' }),
    decisionReason: text('decision_reason'),
    /** Documents an officer asked the applicant to upload again (a submitted request), with the officer's message. */
    reuploadKinds: text('reupload_kinds').array().$type<(typeof LOAN_DOCUMENT_KINDS)[number][]>().notNull().default(sql`'{}'::text[]`),
    reuploadMessage: text('reupload_message'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    attendedAt: timestamp('attended_at', { withTimezone: true }),
    /** The officer recorded that the applicant did not come; booking another day clears it. */
    missedAt: timestamp('missed_at', { withTimezone: true }),
    /** When the prepayment was paid (state 'active'); its facility order names this request (orders.loan_request_id). */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** When the loan ended: settled in full, or cancelled with its order. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('loan_requests_user_idx').on(t.userId),
    index('loan_requests_state_idx').on(t.state),
    check('loan_requests_state_check', sql`${t.state} in ('draft', 'submitted', 'approved', 'rejected', 'active', 'settled', 'cancelled')`),
    check('loan_requests_step_check', sql`${t.step} between 0 and 5`),
    check('loan_requests_amounts_check', sql`${t.prepayment} >= 0 and ${t.loanAmount} > 0 and ${t.prepayment} + ${t.loanAmount} = ${t.price}`),
    check('loan_requests_meet_check', sql`(${t.meetDate} is null) = (${t.branchId} is null)`),
  ],
);

/**
 * The repayment schedule of an active loan, fixed when its prepayment is paid (Tehran calendar days), with what has
 * been paid of each: toward its amount, forgiven by an early settlement's rebate, and its late fee accrued and paid.
 * The ledger behind these sums is loan_allocations and loan_late_fees (schema/loans.ts).
 */
export const loanInstalments = pgTable(
  'loan_instalments',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => loanRequests.id, { onDelete: 'cascade' }),
    number: smallint('number').notNull(),
    amount: toman('amount').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** When it was cleared in full (amount and late fee). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paid: toman('paid').notNull().default(0),
    rebate: toman('rebate').notNull().default(0),
    lateFee: toman('late_fee').notNull().default(0),
    lateFeePaid: toman('late_fee_paid').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.number] }),
    check('loan_instalments_amount_check', sql`${t.amount} > 0`),
    check('loan_instalments_paid_check', sql`${t.paid} >= 0 and ${t.rebate} >= 0 and ${t.paid} + ${t.rebate} <= ${t.amount}`),
    check('loan_instalments_fee_check', sql`${t.lateFeePaid} >= 0 and ${t.lateFeePaid} <= ${t.lateFee}`),
  ],
);

export const LOAN_DOCUMENT_KINDS = ['nationalCardFront', 'nationalCardBack', 'birthCertificate', 'incomeProof', 'guarantee', 'jobProof', 'residenceProof'] as const;
export type LoanDocumentKind = (typeof LOAN_DOCUMENT_KINDS)[number];

/** One file per document kind of a request; a new upload of a kind replaces the old one. */
export const loanDocuments = pgTable(
  'loan_documents',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => loanRequests.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LOAN_DOCUMENT_KINDS }).notNull(),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('loan_documents_kind_uq').on(t.requestId, t.kind)],
);

/** Appointment seats per branch and day; a branch without a row here takes no appointments. */
export const branchAppointmentCapacities = pgTable(
  'branch_appointment_capacities',
  {
    branchId: integer('branch_id')
      .primaryKey()
      .references(() => branches.id, { onDelete: 'cascade' }),
    dailyCapacity: integer('daily_capacity').notNull(),
    /**
     * The branch's weekly days off, as PostgreSQL's `extract(dow)` and JavaScript's getUTCDay number them (0 Sunday …
     * 5 Friday, 6 Saturday); at least one weekday stays open.
     */
    weeklyHolidays: smallint('weekly_holidays').array().notNull().default(sql`'{5}'::smallint[]`),
  },
  (t) => [
    check('branch_appointment_capacities_check', sql`${t.dailyCapacity} >= 0`),
    check('branch_appointment_capacities_weekly_check', sql`${t.weeklyHolidays} <@ '{0,1,2,3,4,5,6}'::smallint[] and cardinality(${t.weeklyHolidays}) < 7`),
  ],
);

/**
 * Seats taken per branch and day. A row is made on the first booking (or to close or resize one day); booking is a
 * conditional `booked + 1 where booked < capacity`, so two people can never take the last seat.
 */
export const appointmentDays = pgTable(
  'appointment_days',
  {
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.day] }), check('appointment_days_booked_check', sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`)],
);

/** Official holidays (Fridays are closed without a row). */
export const holidays = pgTable('holidays', {
  day: date('day', { mode: 'string' }).primaryKey(),
  title: text('title').notNull(),
});

/** Interest registered on /loanbeta/register (issue #8); one per mobile, checked on /loanbeta/check. */
export const loanInterests = pgTable(
  'loan_interests',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    mobile: text('mobile').notNull(),
    nationalCode: text('national_code').notNull(),
    amount: toman('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('loan_interests_mobile_uq').on(t.mobile), index('loan_interests_national_code_idx').on(t.nationalCode), check('loan_interests_amount_check', sql`${t.amount} > 0`)],
);
