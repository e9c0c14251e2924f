import 'server-only';
import type { Tx } from '../../db/client';
import type { PaymentPurpose, PaymentRecord } from '../payment/payment-purposes';
import { creditWallet } from '../wallet/ledger';
import { notifyWalletCharged } from '../orders/order-notifications';
import { instalmentPaymentFailed, settleInstalmentPaid } from './instalment-payments';
import { settleOrderPaid, walletChargedForOrder } from './order-payments';

/**
 * What a purpose does once its payment is settled. `paid` runs exactly once, inside the callback's transaction
 * (in a savepoint): if it throws, its writes are undone, the payment becomes 'refunded' and its amount is
 * credited to the payer's wallet. `failed` runs once when the money did not reach the purpose: the bank said the
 * payment did not happen, or `paid` threw and the money went to the wallet.
 */
export type SettleHandler = {
  paid(tx: Tx, payment: PaymentRecord): Promise<void>;
  failed?(tx: Tx, payment: PaymentRecord): Promise<void>;
};

export const settleHandlers: Record<PaymentPurpose, SettleHandler> = {
  wallet_charge: {
    async paid(tx, payment) {
      await creditWallet(tx, { userId: payment.userId, amount: payment.amount, kind: 'charge', reference: `payment:${payment.id}` });
      await notifyWalletCharged(tx, payment.userId, payment.amount);
    },
  },
  wallet_charge_for_order: {
    async paid(tx, payment) {
      await creditWallet(tx, { userId: payment.userId, amount: payment.amount, kind: 'charge', reference: `payment:${payment.id}` });
      await walletChargedForOrder(tx, payment);
    },
  },
  order: { paid: settleOrderPaid },
  // A facility order's prepayment (referenceId: the order). Paying the order activates its loan (order-state's
  // setStatus); no credit provider may lend a loan's prepayment (payments.ts allows credit for 'order' only).
  facility_prepayment: { paid: settleOrderPaid },
  // A payment toward a loan (referenceId: the loan; its loan_payments row names the payment).
  instalment: { paid: settleInstalmentPaid, failed: instalmentPaymentFailed },
};
