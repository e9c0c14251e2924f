import { connection } from 'next/server';
import { CreditPurchaseInfo } from '@/features/payment/components/credit-purchase-info';
import { GATEWAY_TITLES } from '@/lib/payment-gateways';
import type { CreditGatewayId } from '@/lib/server/db/schema';
import { creditTerms } from '@/lib/server/providers/payment/gateways';
import { getCompany } from '@/lib/server/services/content/company';

/** The limits come from the environment and whether it is offered from the shop's settings: both read per request. */
export async function CreditInfoPage({ provider }: { provider: CreditGatewayId }) {
  await connection();
  const { min, max, reversalDays } = creditTerms(provider);
  const enabled = (await getCompany()).validGateways.includes(provider);
  return <CreditPurchaseInfo name={GATEWAY_TITLES[provider]!} min={min} max={max} reversalDays={reversalDays} enabled={enabled} />;
}
