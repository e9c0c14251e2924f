import 'server-only';
import { eq } from 'drizzle-orm';
import { orders, payments } from '../../db/schema';
import { paymentGateway } from '../../providers/payment/gateways';
import { TOMAN_TO_RIAL, type AfterSaleInput, type AfterSaleResult, type PaymentGateway } from '../../providers/payment/payment-gateway';
import type { Tx } from '../../db/client';
import { creditWallet } from '../wallet/ledger';
import { orderItems } from './order-items';
import { logEvent } from './payment-events';
import type { PaymentRecord } from './payment-purposes';

/** Whether what the payment was for had been paid already by another payment (a duplicate, not a late order). */
async function alreadyPaid(tx: Tx, payment: PaymentRecord): Promise<boolean> {
  if (payment.purpose !== 'order' && payment.purpose !== 'facility_prepayment') return false;
  const [order] = await tx.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.id, payment.referenceId));
  return Boolean(order?.paidAt);
}

/** The gateway's way to give money back: a bank's refund, or a credit provider taking its purchase back. */
function refunder(gateway: PaymentGateway): ((tx: Tx, input: AfterSaleInput) => Promise<AfterSaleResult>) | undefined {
  return gateway.refund?.bind(gateway) ?? gateway.credit?.reverse.bind(gateway.credit);
}

/**
 * Money the bank took that its purpose can no longer use. A second payment of an order already paid goes back
 * through the gateway where it offers that (status 'reversed'); otherwise, or if the gateway refuses, and for an
 * order that ran out meanwhile, it is credited to the payer's wallet (status 'refunded'). Nothing paid is lost.
 */
export async function returnUnusablePayment(tx: Tx, payment: PaymentRecord): Promise<'reversed' | 'refunded'> {
  const gateway = paymentGateway(payment.gateway);
  const refund = refunder(gateway);
  if (refund && payment.authority && (await alreadyPaid(tx, payment))) {
    const result = await refund(tx, {
      authority: payment.authority,
      refId: payment.refId ?? '',
      amountRial: payment.amount * TOMAN_TO_RIAL,
      orderId: String(payment.referenceId),
      items: await orderItems(tx, payment.referenceId),
    });
    if (result.ok) {
      // A bank's refund gave the whole payment back to the card; a credit provider's reversal gave nothing to a card.
      await tx.update(payments).set({ status: 'reversed', ...(gateway.refund ? { refundedAmount: payment.amount } : {}) }).where(eq(payments.id, payment.id));
      await logEvent(tx, payment.gateway, 'refunded_at_gateway', payment.id, { reference: result.reference });
      return 'reversed';
    }
    await logEvent(tx, payment.gateway, 'gateway_refund_failed', payment.id, { detail: result.detail });
  }
  await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.id, payment.id));
  await creditWallet(tx, { userId: payment.userId, amount: payment.amount, kind: 'refund', reference: `payment:${payment.id}` });
  return 'refunded';
}
