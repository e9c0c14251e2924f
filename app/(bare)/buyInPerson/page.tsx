import type { Metadata } from 'next';
import { BuyInPerson } from '@/features/orders/components/buy-in-person';

export const metadata: Metadata = { title: 'خرید حضوری', robots: { index: false, follow: false } };

/** SPEC /buyInPerson: reserve the basket at a branch, pay there. */
export default function BuyInPersonPage() {
  return <BuyInPerson />;
}
