import 'server-only';
import type { payments } from '../../db/schema';
import type { GatewayItem } from '../../providers/payment/payment-gateway';
import type { Tx } from '../../db/client';
import { orderItems } from './order-items';

/** What a payment pays for; referenceId names the thing (the user for a wallet charge, the order, the loan). */
export type PaymentPurpose = 'wallet_charge' | 'wallet_charge_for_order' | 'order' | 'facility_prepayment' | 'instalment';

export type PaymentRecord = Omit<typeof payments.$inferSelect, 'purpose'> & { purpose: PaymentPurpose };

/**
 * How a purpose presents itself to the bank. What it does once settled lives above this layer, in
 * services/checkout/settle-handlers.ts, so starting a payment never depends on orders or loans.
 */
type PurposeLabel = {
  /** What the bank shows the payer. */
  title: string;
  /** What is bought, for the providers that ask for the basket (credit purchase). */
  items?(tx: Tx, referenceId: number): Promise<GatewayItem[]>;
};

export const paymentPurposes: Record<PaymentPurpose, PurposeLabel> = {
  wallet_charge: { title: 'شارژ کیف پول' },
  wallet_charge_for_order: { title: 'شارژ کیف پول برای پرداخت سفارش' },
  order: { title: 'پرداخت سفارش', items: orderItems },
  facility_prepayment: { title: 'پیش‌پرداخت خرید اقساطی' },
  instalment: { title: 'پرداخت قسط وام' },
};

export function isPaymentPurpose(purpose: string): purpose is PaymentPurpose {
  return Object.hasOwn(paymentPurposes, purpose);
}
