import type { Metadata } from 'next';
import { PayLinkView } from '@/features/orders/components/pay-link-view';

export const metadata: Metadata = { title: 'پرداخت سفارش', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ t?: string }> };

/** SPEC /pay: the order a seller made, opened from the SMS link (the link's token is the only key). */
export default async function PayPage({ searchParams }: Props) {
  const { t } = await searchParams;
  return <PayLinkView token={t && /^[A-Za-z0-9_-]{32}$/.test(t) ? t : null} step={1} />;
}
