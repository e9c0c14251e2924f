import 'server-only';
import type { payments } from '../../db/schema';
import type { GatewayItem } from '../../providers/payment/payment-gateway';
import type { Tx } from '../auth/otp';
import { creditWallet } from '../wallet/ledger';
import { settleOrderPaid, walletChargedForOrder } from '../orders/order-payments';
import { notifyWalletCharged } from '../orders/order-notifications';
import { orderItems } from './order-items';

export type PaymentPurpose = 'wallet_charge' | 'wallet_charge_for_order' | 'order' | 'facility_prepayment';

export type PaymentRecord = Omit<typeof payments.$inferSelect, 'purpose'> & { purpose: PaymentPurpose };

/**
 * What a purpose does once its payment is settled. `paid` runs exactly once, inside the callback's transaction
 * (in a savepoint): if it throws, its writes are undone, the payment becomes 'refunded' and its amount is
 * credited to the payer's wallet. `failed` runs once when the bank says the payment did not happen.
 */
export type SettleHandler = {
  /** What the bank shows the payer; the purpose's name when absent. */
  title?: string;
  paid(tx: Tx, payment: PaymentRecord): Promise<void>;
  failed?(tx: Tx, payment: PaymentRecord): Promise<void>;
  /** What is bought, for the providers that ask for the basket (credit purchase). */
  items?(tx: Tx, referenceId: number): Promise<GatewayItem[]>;
};

export const settleHandlers: Record<PaymentPurpose, SettleHandler> = {
  wallet_charge: {
    title: 'شارژ کیف پول',
    async paid(tx, payment) {
      await creditWallet(tx, { userId: payment.userId, amount: payment.amount, kind: 'charge', reference: `payment:${payment.id}` });
      await notifyWalletCharged(tx, payment.userId, payment.amount);
    },
  },
  wallet_charge_for_order: {
    title: 'شارژ کیف پول برای پرداخت سفارش',
    async paid(tx, payment) {
      await creditWallet(tx, { userId: payment.userId, amount: payment.amount, kind: 'charge', reference: `payment:${payment.id}` });
      await walletChargedForOrder(tx, payment);
    },
  },
  order: {
    title: 'پرداخت سفارش',
    // Called through a closure: orders → payments → here is an import cycle, resolved by the time a callback runs.
    paid: (tx, payment) => settleOrderPaid(tx, payment),
    items: orderItems,
  },
  // A facility order's prepayment (referenceId: the order). Paying the order activates its loan (order-state's
  // setStatus); no credit provider may lend a loan's prepayment (payments.ts allows credit for 'order' only).
  facility_prepayment: {
    title: 'پیش‌پرداخت خرید اقساطی',
    paid: (tx, payment) => settleOrderPaid(tx, payment),
  },
};

export function isPaymentPurpose(purpose: string): purpose is PaymentPurpose {
  return Object.hasOwn(settleHandlers, purpose);
}
