import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { insurancePlans, products, productVariants } from './catalog';
import { loanRequests } from './facility';
import { branches, cities, provinces } from './geo';
import type { ImageObjectRow } from './types';

/** A user's delivery addresses; at most one is the default. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    receiverName: text('receiver_name').notNull(),
    receiverMobile: text('receiver_mobile').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default_uq').on(t.userId).where(sql`${t.isDefault}`),
    check('addresses_postal_code_check', sql`${t.postalCode} ~ '^[0-9]{10}$'`),
    check('addresses_receiver_mobile_check', sql`${t.receiverMobile} ~ '^09[0-9]{9}$'`),
  ],
);

export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const SHIPPING_METHODS = ['courier', 'post', 'pickup'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];
/** in_person: reserved online, paid at the chosen branch (/buyInPerson). */
export const PAYMENT_METHODS = ['gateway', 'wallet', 'wallet_gateway', 'in_person'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Where the parcel goes, copied at ordering time so a later edit or deletion of the address changes no order. */
export type ShippingAddressRow = {
  province: string;
  city: string;
  address: string;
  postalCode: string;
  receiverName: string;
  receiverMobile: string;
};

/**
 * An order. Its lines reserve stock from the moment it is placed; an unpaid order past reservedUntil gives the
 * stock back (services/orders/expiry.ts). walletAmount is taken from the wallet when the order is placed and given
 * back if it never gets paid; gatewayAmount is what the bank must collect.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('awaiting_payment'),
    shippingMethod: text('shipping_method', { enum: SHIPPING_METHODS }).notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddressRow>(),
    branchId: integer('branch_id').references(() => branches.id),
    shippingPrice: bigint('shipping_price', { mode: 'number' }).notNull(),
    estimatedDelivery: date('estimated_delivery', { mode: 'string' }).notNull(),
    /** Sum of qty × (list price + insurance) before any discount. */
    itemsPrice: bigint('items_price', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull(),
    insurancePrice: bigint('insurance_price', { mode: 'number' }).notNull(),
    /** What the buyer pays in all: itemsPrice − discount − loanAmount + shippingPrice. */
    payable: bigint('payable', { mode: 'number' }).notNull(),
    /** A facility order's lent part (issue #8): recorded, repaid in instalments, never charged here. */
    loanAmount: bigint('loan_amount', { mode: 'number' }).notNull().default(0),
    /** The approved loan request a facility order pays the prepayment of; a retry makes another order for it. */
    loanRequestId: integer('loan_request_id').references(() => loanRequests.id),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    walletAmount: bigint('wallet_amount', { mode: 'number' }).notNull().default(0),
    gatewayAmount: bigint('gateway_amount', { mode: 'number' }).notNull().default(0),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }).notNull(),
    /** The seller who built this order for a walk-in customer (SPEC §6 seller mode); the customer pays by a link. */
    createdBy: integer('created_by').references(() => users.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The carrier's tracking code, given by the operator who ships a posted or couriered order. */
    trackingCode: text('tracking_code'),
    /** Toman given back so far (partial refunds to the wallet, then a full refund's remainder); never above payable. */
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_awaiting_idx').on(t.reservedUntil).where(sql`${t.status} = 'awaiting_payment'`),
    check('orders_status_check', sql`${t.status} in ('awaiting_payment', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded')`),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('gateway', 'wallet', 'wallet_gateway', 'in_person')`),
    check('orders_shipping_method_check', sql`${t.shippingMethod} in ('courier', 'post', 'pickup')`),
    check('orders_amounts_check', sql`${t.payable} >= 0 and ${t.walletAmount} >= 0 and ${t.gatewayAmount} >= 0 and ${t.walletAmount} + ${t.gatewayAmount} = ${t.payable}`),
    check('orders_loan_check', sql`${t.loanAmount} >= 0 and (${t.loanRequestId} is null) = (${t.loanAmount} = 0)`),
    index('orders_loan_request_idx').on(t.loanRequestId),
    index('orders_created_idx').on(t.createdAt),
    check('orders_refunded_check', sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.payable}`),
    check('orders_destination_check', sql`(${t.shippingMethod} = 'pickup') = (${t.branchId} is not null) and (${t.shippingMethod} = 'pickup' or ${t.shippingAddress} is not null)`),
  ],
);

/** A line as it was sold: prices and titles are copies, so the invoice never changes when the catalogue does. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    parentLineId: integer('parent_line_id').references((): AnyPgColumn => orderLines.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: jsonb('image').$type<ImageObjectRow | null>(),
    qty: integer('qty').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    unitPayable: bigint('unit_payable', { mode: 'number' }).notNull(),
    insuranceId: integer('insurance_id').references(() => insurancePlans.id, { onDelete: 'set null' }),
    insuranceTitle: text('insurance_title'),
    unitInsurancePrice: bigint('unit_insurance_price', { mode: 'number' }).notNull().default(0),
    unitInsurancePayable: bigint('unit_insurance_payable', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_qty_check', sql`${t.qty} >= 1`),
    check('order_lines_price_check', sql`${t.unitPayable} >= 0 and ${t.unitPayable} <= ${t.unitPrice}`),
  ],
);

/** The timeline: one row per change of state, with who made it. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    actor: text('actor', { enum: ['customer', 'operator', 'system'] }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

/**
 * A payment link a seller's order sends the customer by SMS (/pay?t=…). Only the token's SHA-256 is kept; one live
 * link per order (a new one replaces it); it expires, and once the order is paid it can start no other payment.
 */
export const payLinks = pgTable('pay_links', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** When the expiry job saw the link run out (and told the seller, if the order went unpaid). */
  expiredAt: timestamp('expired_at', { withTimezone: true }),
  /** When the orders desk cancelled the link: it opens and pays nothing from then on. */
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
});
