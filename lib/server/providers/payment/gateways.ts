import 'server-only';
import type { GatewayOption } from '@/lib/payment-gateways';
import { GATEWAY_TITLES } from '@/lib/payment-gateways';
import { CREDIT_GATEWAY_IDS, type CreditGatewayId } from '../../db/schema';
import { env } from '../../env';
import { creditSandboxGateway } from './credit-sandbox';
import { digipayGateway } from './digipay';
import { keepaGateway } from './keepa';
import type { GatewayId, PaymentGateway } from './payment-gateway';
import { sandboxGateway } from './sandbox';
import { zarinpalGateway } from './zarinpal';

const overrides = new Map<GatewayId, PaymentGateway>();
/** Digipay's adapter keeps its OAuth token between calls, so it lives as long as the process. */
const live: { digipay?: PaymentGateway } = {};

export function paymentGateway(id: GatewayId): PaymentGateway {
  const override = overrides.get(id);
  if (override) return override;
  const e = env();
  const siteUrl = e.SITE_URL.replace(/\/+$/, '');
  switch (id) {
    case 'sandbox':
      return sandboxGateway({ siteUrl });
    case 'zarinpal':
      return zarinpalGateway({ baseUrl: e.ZARINPAL_BASE_URL, merchantId: e.ZARINPAL_MERCHANT_ID, accessToken: e.ZARINPAL_ACCESS_TOKEN, graphqlUrl: e.ZARINPAL_GRAPHQL_URL });
    case 'digipay':
      if (e.DIGIPAY_MODE === 'sandbox') return creditSandboxGateway('digipay', { siteUrl, reversalDays: e.DIGIPAY_REVERSAL_DAYS });
      return (live.digipay ??= digipayGateway({
        baseUrl: e.DIGIPAY_BASE_URL,
        clientId: e.DIGIPAY_CLIENT_ID,
        clientSecret: e.DIGIPAY_CLIENT_SECRET,
        username: e.DIGIPAY_USERNAME,
        password: e.DIGIPAY_PASSWORD,
      }));
    case 'keepa':
      if (e.KEEPA_MODE === 'sandbox') return creditSandboxGateway('keepa', { siteUrl, reversalDays: e.KEEPA_REVERSAL_DAYS });
      return keepaGateway({ baseUrl: e.KEEPA_BASE_URL, apiKey: e.KEEPA_API_KEY });
  }
}

/** Tests point a gateway at a local simulator; no argument restores the configured one. */
export function setPaymentGateway(id: GatewayId, gateway?: PaymentGateway): void {
  if (gateway) overrides.set(id, gateway);
  else overrides.delete(id);
}

export function isCreditGateway(id: string): id is CreditGatewayId {
  return (CREDIT_GATEWAY_IDS as readonly string[]).includes(id);
}

/** What a credit provider lends (toman, inclusive) and for how long after the purchase it takes one back. */
export function creditTerms(id: CreditGatewayId): { min: number; max: number; reversalDays: number } {
  const e = env();
  return id === 'digipay'
    ? { min: e.DIGIPAY_MIN, max: e.DIGIPAY_MAX, reversalDays: e.DIGIPAY_REVERSAL_DAYS }
    : { min: e.KEEPA_MIN, max: e.KEEPA_MAX, reversalDays: e.KEEPA_REVERSAL_DAYS };
}

export function gatewayOption(id: GatewayId): GatewayOption {
  const terms = isCreditGateway(id) ? creditTerms(id) : null;
  return { id, title: GATEWAY_TITLES[id] ?? id, credit: terms !== null, min: terms?.min ?? null, max: terms?.max ?? null };
}
