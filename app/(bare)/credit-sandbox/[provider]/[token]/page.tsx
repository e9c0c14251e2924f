import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { CreditSandboxView } from '@/features/payment/components/credit-sandbox-view';
import { GATEWAY_TITLES } from '@/lib/payment-gateways';
import { getDb } from '@/lib/server/db/client';
import { CREDIT_GATEWAY_IDS, type CreditGatewayId } from '@/lib/server/db/schema';
import { findCreditSandboxPurchase } from '@/lib/server/providers/payment/credit-sandbox';

export const metadata: Metadata = { title: 'تأیید خرید اعتباری (آزمایشی)', robots: { index: false, follow: false } };

const isProvider = (p: string): p is CreditGatewayId => (CREDIT_GATEWAY_IDS as readonly string[]).includes(p);

/** The built-in credit provider's approval page (DIGIPAY_MODE / KEEPA_MODE = sandbox): the token is its only key. */
export default async function CreditSandboxPage({ params }: { params: Promise<{ provider: string; token: string }> }) {
  await connection();
  const { provider, token } = await params;
  if (!isProvider(provider) || !/^[A-Za-z0-9_-]{32}$/.test(token)) notFound();
  const purchase = await findCreditSandboxPurchase(getDb(), provider, token);
  if (!purchase) notFound();
  return (
    <CreditSandboxView
      action={`${process.env.NEXT_PUBLIC_API_URL ?? '/api'}/credit-sandbox/${provider}/${token}`}
      name={GATEWAY_TITLES[provider]!}
      merchant={purchase.merchant}
      amountRial={purchase.amountRial}
      mobile={purchase.mobile}
      items={purchase.items}
      decided={purchase.status === 'pending' ? null : purchase.status}
    />
  );
}
