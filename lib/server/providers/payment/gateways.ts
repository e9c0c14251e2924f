import 'server-only';
import { env } from '../../env';
import type { GatewayId, PaymentGateway } from './payment-gateway';
import { sandboxGateway } from './sandbox';
import { zarinpalGateway } from './zarinpal';

const overrides = new Map<GatewayId, PaymentGateway>();

export function paymentGateway(id: GatewayId): PaymentGateway {
  const override = overrides.get(id);
  if (override) return override;
  const e = env();
  switch (id) {
    case 'sandbox':
      return sandboxGateway({ siteUrl: e.SITE_URL.replace(/\/+$/, '') });
    case 'zarinpal':
      return zarinpalGateway({ baseUrl: e.ZARINPAL_BASE_URL, merchantId: e.ZARINPAL_MERCHANT_ID });
  }
}

/** Tests point a gateway at a local simulator; no argument restores the configured one. */
export function setPaymentGateway(id: GatewayId, gateway?: PaymentGateway): void {
  if (gateway) overrides.set(id, gateway);
  else overrides.delete(id);
}
