import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const GATEWAY_IDS = ['sandbox', 'zarinpal', 'digipay', 'keepa'] as const;
/** Buy now, pay later: the provider lends the buyer the amount and pays the shop (docs/domains.md, "Credit purchase"). */
export const CREDIT_GATEWAY_IDS = ['digipay', 'keepa'] as const;
export type CreditGatewayId = (typeof CREDIT_GATEWAY_IDS)[number];
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded', 'reversed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * One attempt to take money through a gateway. amount is toman (the gateway sees rial). purpose + referenceId
 * say what it pays for (a wallet charge names the user, an order its id); the settle handler of the purpose
 * runs once, when the row moves from pending to paid. 'refunded': the bank took the money but the purpose could
 * no longer be settled, so the amount went to the wallet. 'reversed': a credit purchase the provider took back
 * (refund within its reversal window), so the buyer owes the provider nothing, or a bank payment given back to the
 * card whole. refundedAmount: toman the bank gave back to the card so far (refunds in part leave the status 'paid').
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    referenceId: integer('reference_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    gateway: text('gateway', { enum: GATEWAY_IDS }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** The gateway's handle of the transaction (Zarinpal's authority, the sandbox's token). */
    authority: text('authority'),
    refId: text('ref_id'),
    cardPan: text('card_pan'),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    failureReason: text('failure_reason'),
    /** Where the bank's return lands (the result page); a customer paying by a seller's link has their own. */
    resultPath: text('result_path').notNull().default('/payment/response'),
    /** The bank page the payer was sent to, so a second start for the same order sends them there again. */
    redirectUrl: text('redirect_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_purpose_idx').on(t.purpose, t.referenceId),
    uniqueIndex('payments_authority_uq').on(t.gateway, t.authority),
    check('payments_amount_check', sql`${t.amount} > 0`),
    check('payments_refunded_check', sql`${t.refundedAmount} between 0 and ${t.amount}`),
    check('payments_gateway_check', sql.raw(`gateway in (${GATEWAY_IDS.map((g) => `'${g}'`).join(', ')})`)),
    check('payments_status_check', sql.raw(`status in (${PAYMENT_STATUSES.map((g) => `'${g}'`).join(', ')})`)),
  ],
);

/** What the callback saw that it did not settle: forged or replayed callbacks, amount mismatches, refusals. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    kind: text('kind').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId), index('payment_events_created_idx').on(t.createdAt)],
);

/** refunded: the built-in bank gave the whole payment back to the card; refundedRial counts what went back so far. */
export const SANDBOX_STATUSES = ['pending', 'paid', 'cancelled', 'refunded'] as const;

/** The built-in bank's own book: what it was asked to collect (rial) and whether the person paid. */
export const sandboxTransactions = pgTable(
  'sandbox_transactions',
  {
    id: serial('id').primaryKey(),
    /** Unguessable: whoever holds it may pay or cancel, as with a real bank's payment page. */
    token: text('token').notNull().unique(),
    amountRial: bigint('amount_rial', { mode: 'number' }).notNull(),
    merchant: text('merchant').notNull(),
    description: text('description').notNull(),
    callbackUrl: text('callback_url').notNull(),
    status: text('status', { enum: SANDBOX_STATUSES }).notNull().default('pending'),
    refId: text('ref_id'),
    refundedRial: bigint('refunded_rial', { mode: 'number' }).notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('sandbox_transactions_amount_check', sql`${t.amountRial} > 0`),
    check('sandbox_transactions_refunded_check', sql`${t.refundedRial} between 0 and ${t.amountRial}`),
    check('sandbox_transactions_status_check', sql`${t.status} in ('pending', 'paid', 'cancelled', 'refunded')`),
  ],
);

export const CREDIT_SANDBOX_STATUSES = ['pending', 'approved', 'declined', 'cancelled'] as const;

/**
 * The built-in credit sandboxes' book (DIGIPAY_MODE / KEEPA_MODE = sandbox): what each provider was asked to lend
 * (rial), to whom, the decision, and the after-sale calls (delivery, reversal) it has seen.
 */
export const creditSandboxPurchases = pgTable(
  'credit_sandbox_purchases',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: CREDIT_GATEWAY_IDS }).notNull(),
    /** Unguessable: the approval page's key, as the provider's own page would be. */
    token: text('token').notNull().unique(),
    /** The handle the shop keeps (Digipay: our providerId; Keepa: the order token it issued). */
    authority: text('authority').notNull(),
    amountRial: bigint('amount_rial', { mode: 'number' }).notNull(),
    mobile: text('mobile').notNull(),
    items: jsonb('items').$type<{ code: string; title: string; qty: number }[]>().notNull().default([]),
    merchant: text('merchant').notNull(),
    callbackUrl: text('callback_url').notNull(),
    status: text('status', { enum: CREDIT_SANDBOX_STATUSES }).notNull().default('pending'),
    trackingCode: text('tracking_code'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('credit_sandbox_purchases_authority_uq').on(t.provider, t.authority),
    check('credit_sandbox_purchases_amount_check', sql`${t.amountRial} > 0`),
    check('credit_sandbox_purchases_status_check', sql`${t.status} in ('pending', 'approved', 'declined', 'cancelled')`),
  ],
);
