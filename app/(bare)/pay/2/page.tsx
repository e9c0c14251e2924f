import type { Metadata } from 'next';
import { PayLinkView } from '@/features/orders/components/pay-link-view';

export const metadata: Metadata = { title: 'انتخاب درگاه پرداخت', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ t?: string }> };

/** SPEC /pay/2: choose the gateway and pay the linked order. */
export default async function PayStepTwoPage({ searchParams }: Props) {
  const { t } = await searchParams;
  return <PayLinkView token={t && /^[A-Za-z0-9_-]{32}$/.test(t) ? t : null} step={2} />;
}
