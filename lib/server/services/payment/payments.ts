import 'server-only';
import { and, eq } from 'drizzle-orm';
import { paymentMessages } from '@/lib/contracts/payment';
import { formatToman } from '@/lib/format/money';
import { gatewayFits, type GatewayOption } from '@/lib/payment-gateways';
import { now } from '../../clock';
import { companySettings, GATEWAY_IDS, payments, users } from '../../db/schema';
import { env } from '../../env';
import { ValidationError } from '../../errors';
import { gatewayOption, isCreditGateway, paymentGateway } from '../../providers/payment/gateways';
import { TOMAN_TO_RIAL, type GatewayId } from '../../providers/payment/payment-gateway';
import type { Tx } from '../../db/client';
import { paymentPurposes, type PaymentPurpose } from './payment-purposes';
import { reuseOrReplaceLivePayment } from './live-payment';

export type { GatewayId };

/** The gateways the company offers (content settings, company.validGateways) that we have an adapter for. */
export async function offeredGateways(tx: Pick<Tx, 'select'>): Promise<GatewayId[]> {
  const [row] = await tx.select({ gateways: companySettings.validGateways }).from(companySettings).where(eq(companySettings.id, 1));
  return (row?.gateways ?? []).filter((g): g is GatewayId => (GATEWAY_IDS as readonly string[]).includes(g));
}

/** The offered gateways with their names and, for credit providers, the amounts they lend (the checkout filters by them). */
export async function offeredGatewayOptions(tx: Pick<Tx, 'select'>): Promise<GatewayOption[]> {
  return (await offeredGateways(tx)).map(gatewayOption);
}

/** A credit provider lends only for an order, and only an amount within its limits (400 in Persian otherwise). */
function checkCredit(gateway: GatewayId, purpose: PaymentPurpose, amount: number) {
  if (!isCreditGateway(gateway)) return;
  if (purpose !== 'order') throw new ValidationError(paymentMessages.creditOnlyForOrders, { gateway: paymentMessages.creditOnlyForOrders });
  const option = gatewayOption(gateway);
  if (!gatewayFits(option, amount)) {
    const message = `خرید با ${option.title} برای مبلغ ${formatToman(option.min!)} تا ${formatToman(option.max!)} تومان است`;
    throw new ValidationError(message, { gateway: message });
  }
}

/** A gateway name from a request, checked against company.validGateways (400 in Persian otherwise). */
export async function chosenGateway(tx: Pick<Tx, 'select'>, gateway: string): Promise<GatewayId> {
  const offered = await offeredGateways(tx);
  const found = offered.find((g) => g === gateway);
  if (!found) throw new ValidationError(paymentMessages.gatewayNotAllowed, { gateway: paymentMessages.gatewayNotAllowed });
  return found;
}

/** Where the bank sends the browser back: SITE_URL (configured, not the request's Host, which a client can forge). */
export function callbackUrl(gateway: GatewayId): string {
  return `${env().SITE_URL.replace(/\/+$/, '')}/api/payment/callback/${gateway}`;
}

/** Creates a pending payment and asks the gateway for a redirect. Amount in toman (sent to the gateway in rial). */
export async function startPayment(
  tx: Tx,
  input: { userId: number; purpose: PaymentPurpose; referenceId: number; amount: number; gateway: GatewayId; resultPath?: string },
): Promise<{ paymentId: number; redirectUrl: string }> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new RangeError(`payment amount must be a positive integer toman, got ${input.amount}`);
  const gateway = await chosenGateway(tx, input.gateway);
  checkCredit(gateway, input.purpose, input.amount);
  const live = await reuseOrReplaceLivePayment(tx, { ...input, gateway });
  if (live) return live;
  const [created] = await tx
    .insert(payments)
    .values({ userId: input.userId, purpose: input.purpose, referenceId: input.referenceId, amount: input.amount, gateway, resultPath: input.resultPath, createdAt: now() })
    .returning({ id: payments.id });
  const paymentId = created!.id;
  const [user] = await tx.select({ mobile: users.mobile }).from(users).where(eq(users.id, input.userId));
  const { authority, redirectUrl } = await paymentGateway(gateway).request(tx, {
    amountRial: input.amount * TOMAN_TO_RIAL,
    callbackUrl: callbackUrl(gateway),
    description: `${paymentPurposes[input.purpose].title} (${paymentId})`,
    mobile: user?.mobile,
    orderId: String(paymentId),
    items: await paymentPurposes[input.purpose].items?.(tx, input.referenceId),
  });
  await tx.update(payments).set({ authority, redirectUrl }).where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')));
  return { paymentId, redirectUrl };
}
