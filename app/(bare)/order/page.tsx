import type { Metadata } from 'next';
import { CheckoutWithPlaces } from '../../_compose/orders';

export const metadata: Metadata = { title: 'تکمیل خرید', robots: { index: false, follow: false } };

/** SPEC §2 /order: shell and mobile nav hidden; catalog mode and an empty basket are refused by the server. */
export default function OrderPage() {
  return <CheckoutWithPlaces />;
}
