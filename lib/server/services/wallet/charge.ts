import 'server-only';
import { gatewayTitles } from '@/lib/contracts/payment';
import type { ChargeLimits, PaymentRedirect, WalletChargeOptions } from '@/lib/contracts/wallet';
import { getDb } from '../../db/client';
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

/** The amount is already within the limits (walletChargeSchema); the wallet is credited by the settle handler. */
export async function chargeWallet(userId: number, amount: number, gateway: string): Promise<PaymentRedirect> {
  return getDb().transaction(async (tx) =>
    startPayment(tx, { userId, purpose: 'wallet_charge', referenceId: userId, amount, gateway: await chosenGateway(tx, gateway) }),
  );
}
