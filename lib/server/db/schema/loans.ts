import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { loanRequests } from './facility';
import { payments } from './payment';

const toman = (name: string) => bigint(name, { mode: 'number' });

/** How a payment toward a loan was meant: through instalment N, any amount oldest first, the whole remainder, or at a branch. */
export const LOAN_PAYMENT_MODES = ['instalments', 'amount', 'settlement', 'branch'] as const;
export type LoanPaymentMode = (typeof LOAN_PAYMENT_MODES)[number];
export const LOAN_PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type LoanPaymentStatus = (typeof LOAN_PAYMENT_STATUSES)[number];

/**
 * One payment toward a loan, and its receipt. `amount` = wallet share + gateway share (a branch payment has neither:
 * the money was taken at the counter); the wallet share is taken when it starts, the gateway share through `payment` (purpose 'instalment'). Applied (loan_allocations) once all of it is
 * in; `excess` is what no longer had anything to pay by then and went back to the wallet. Failed or refunded: the
 * wallet share went back too.
 */
export const loanPayments = pgTable(
  'loan_payments',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => loanRequests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: LOAN_PAYMENT_MODES }).notNull(),
    /** Mode 'instalments' and 'branch': the last instalment it pays. */
    throughNumber: smallint('through_number'),
    status: text('status', { enum: LOAN_PAYMENT_STATUSES }).notNull().default('pending'),
    amount: toman('amount').notNull(),
    walletAmount: toman('wallet_amount').notNull().default(0),
    gatewayAmount: toman('gateway_amount').notNull().default(0),
    paymentId: integer('payment_id')
      .unique()
      .references(() => payments.id),
    /** Early settlement: the profit given back. */
    rebate: toman('rebate').notNull().default(0),
    excess: toman('excess').notNull().default(0),
    /** A branch payment: the operator's reason, as the audit record also keeps it. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('loan_payments_request_idx').on(t.requestId, t.id),
    // Money at a branch counter reaches neither the wallet nor a gateway.
    check(
      'loan_payments_amounts_check',
      sql`${t.amount} > 0 and ${t.walletAmount} >= 0 and ${t.gatewayAmount} >= 0 and ${t.walletAmount} + ${t.gatewayAmount} = case when ${t.mode} = 'branch' then 0 else ${t.amount} end`,
    ),
    check('loan_payments_excess_check', sql`${t.excess} >= 0 and ${t.excess} <= ${t.amount} and ${t.rebate} >= 0`),
    check('loan_payments_mode_check', sql`${t.mode} in ('instalments', 'amount', 'settlement', 'branch')`),
    check('loan_payments_status_check', sql`${t.status} in ('pending', 'paid', 'failed', 'refunded')`),
  ],
);

export const LOAN_ALLOCATION_KINDS = ['instalment', 'fee', 'rebate'] as const;

/** Where a payment went: an instalment's amount, its late fee, or (early settlement) the profit forgiven on it. */
export const loanAllocations = pgTable(
  'loan_allocations',
  {
    id: serial('id').primaryKey(),
    loanPaymentId: integer('loan_payment_id')
      .notNull()
      .references(() => loanPayments.id, { onDelete: 'cascade' }),
    requestId: integer('request_id').notNull(),
    number: smallint('number').notNull(),
    kind: text('kind', { enum: LOAN_ALLOCATION_KINDS }).notNull(),
    amount: toman('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('loan_allocations_instalment_idx').on(t.requestId, t.number),
    index('loan_allocations_payment_idx').on(t.loanPaymentId),
    check('loan_allocations_amount_check', sql`${t.amount} > 0`),
    check('loan_allocations_kind_check', sql`${t.kind} in ('instalment', 'fee', 'rebate')`),
  ],
);

/** A day's late fee of an instalment; one row per day, so accruing again (job and reads alike) adds nothing twice. */
export const loanLateFees = pgTable(
  'loan_late_fees',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => loanRequests.id, { onDelete: 'cascade' }),
    number: smallint('number').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    amount: toman('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.number, t.day] }), check('loan_late_fees_amount_check', sql`${t.amount} > 0`)],
);

/** A reminder sent for an instalment on a Tehran day: the key makes it once per instalment and day, whatever runs it. */
export const loanReminders = pgTable(
  'loan_reminders',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => loanRequests.id, { onDelete: 'cascade' }),
    number: smallint('number').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** Days from the due date: negative before it, 0 on it, positive overdue. */
    offset: integer('offset_days').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.number, t.day] })],
);

/**
 * A guarantee cheque recorded by a credit officer: its 16-digit Sayad id (unique in the banking system), bank, date
 * and the instalments it covers (its amount is theirs).
 */
export const loanCheques = pgTable(
  'loan_cheques',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => loanRequests.id, { onDelete: 'cascade' }),
    sayadId: text('sayad_id').notNull(),
    bank: text('bank').notNull(),
    chequeDate: date('cheque_date', { mode: 'string' }).notNull(),
    numbers: smallint('numbers').array().notNull(),
    amount: toman('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('loan_cheques_sayad_uq').on(t.sayadId),
    check('loan_cheques_sayad_check', sql`${t.sayadId} ~ '^[0-9]{16}$'`),
    check('loan_cheques_numbers_check', sql`cardinality(${t.numbers}) > 0 and ${t.amount} > 0`),
  ],
);
