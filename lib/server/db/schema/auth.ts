import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cities, provinces } from './geo';

/**
 * The account's kind in the storefront (SPEC §6): seller mode, or a supervisor who sees the shop in maintenance.
 * Operators' rights are not a kind of account: they are staff roles (schema/staff.ts).
 */
export const USER_ROLES = ['customer', 'seller', 'supervisor'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Accounts keyed by the canonical mobile number 09xxxxxxxxx (SPEC §3 "User"). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull().unique(),
    passwordHash: text('password_hash'),
    fName: text('f_name'),
    lName: text('l_name'),
    /** Once stored the user cannot change it (SPEC §5). */
    nationalCode: text('national_code').unique(),
    birthDate: date('birth_date', { mode: 'string' }),
    provinceId: integer('province_id').references(() => provinces.id),
    cityId: integer('city_id').references(() => cities.id),
    role: text('role', { enum: USER_ROLES }).notNull().default('customer'),
    /** Set by an operator: the account may not sign in, and its sessions ended when it was set. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('customer', 'seller', 'supervisor')`),
    check('users_mobile_check', sql`${t.mobile} ~ '^09[0-9]{9}$'`),
  ],
);

/** Opaque bearer tokens: only the SHA-256 of the token is kept, so a database leak yields no usable session. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** The one-off key that lets this session set a new password (SPEC §7 reset password), hashed too. */
    resetSecretHash: text('reset_secret_hash'),
    resetSecretExpiresAt: timestamp('reset_secret_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time codes; the rows double as the send log the per-number and per-IP limits count. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose', { enum: ['login', 'reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    /** False when the number has no account and the reset code was only pretended (same answer either way). */
    delivered: boolean('delivered').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('otp_codes_mobile_idx').on(t.mobile, t.createdAt), index('otp_codes_ip_idx').on(t.ip, t.createdAt)],
);

export const WALLET_ENTRY_KINDS = ['charge', 'payment', 'refund', 'adjustment'] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];

/** The wallet is a ledger (DESIGN.md "Data"): the balance is the sum of a user's entries, in toman. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The label the wallet's transaction list shows. */
    reason: text('reason').notNull(),
    kind: text('kind', { enum: WALLET_ENTRY_KINDS }).notNull().default('adjustment'),
    /** What the entry is for ('payment:12', 'order:7'); one charge, payment or refund per reference. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_entries_user_idx').on(t.userId, t.createdAt),
    check('wallet_entries_kind_check', sql`${t.kind} in ('charge', 'payment', 'refund', 'adjustment')`),
    check('wallet_entries_amount_check', sql`${t.amount} <> 0`),
    // A replayed settlement can never credit or debit twice, whatever the code above it does.
    uniqueIndex('wallet_entries_reference_uq').on(t.kind, t.reference).where(sql`${t.kind} <> 'adjustment'`),
  ],
);
