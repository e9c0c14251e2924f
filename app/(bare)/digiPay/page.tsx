import type { Metadata } from 'next';
import { CreditInfoPage } from '../../_compose/credit-info';

export const metadata: Metadata = { title: 'خرید اعتباری با دیجی‌پی', description: 'همین حالا بخرید و بعداً با دیجی‌پی بپردازید' };

/** SPEC §2 /digiPay (no shell): the Digipay credit purchase explained. */
export default function DigipayPage() {
  return <CreditInfoPage provider="digipay" />;
}
