import type { Metadata } from 'next';
import { PayLinkResult } from '@/features/orders/components/pay-link-view';

export const metadata: Metadata = { title: 'نتیجه پرداخت', robots: { index: false, follow: false } };

/** Where the bank returns a payment started from a seller's link. */
export default function PayResultPage() {
  return <PayLinkResult />;
}
