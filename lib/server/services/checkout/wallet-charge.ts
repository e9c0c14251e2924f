import 'server-only';
import { gatewayTitles } from '@/lib/contracts/payment';
import type { ChargeLimits, PaymentRedirect, WalletChargeOptions } from '@/lib/contracts/wallet';
import { and, eq } from 'drizzle-orm';
import { orderMessages } from '@/lib/contracts/orders';
import { getDb } from '../../db/client';
import { orders } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { env } from '../../env';
import { isCreditGateway } from '../../providers/payment/gateways';
import { chosenGateway, offeredGateways, startPayment } from '../payment/payments';

export function chargeLimits(): ChargeLimits {
  return { min: env().WALLET_CHARGE_MIN, max: env().WALLET_CHARGE_MAX };
}

export async function walletChargeOptions(): Promise<WalletChargeOptions> {
  const { min, max } = chargeLimits();
  const gateways = await offeredGateways(getDb());
  return {
    presets: env().WALLET_CHARGE_PRESETS.filter((p) => p >= min && p <= max),
    min,
    max,
    // A credit provider lends for a purchase, never cash into the wallet.
    gateways: gateways.filter((id) => !isCreditGateway(id)).map((id) => ({ id, title: gatewayTitles[id] ?? id })),
  };
}

/**
 * The amount is already within the limits (walletChargeSchema); the wallet is credited by the settle handler. A
 * charge for one of the user's unpaid orders is its own purpose, whose reference is the order.
 */
export async function chargeWallet(userId: number, amount: number, gateway: string, orderId?: number): Promise<PaymentRedirect> {
  return getDb().transaction(async (tx) => {
    const chosen = await chosenGateway(tx, gateway);
    if (orderId === undefined) return startPayment(tx, { userId, purpose: 'wallet_charge', referenceId: userId, amount, gateway: chosen });
    const [order] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.status, 'awaiting_payment')));
    if (!order) throw new NotFoundError(orderMessages.orderNotFound);
    return startPayment(tx, { userId, purpose: 'wallet_charge_for_order', referenceId: order.id, amount, gateway: chosen });
  });
}
