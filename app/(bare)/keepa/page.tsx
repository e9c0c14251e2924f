import type { Metadata } from 'next';
import { CreditInfoPage } from '../../_compose/credit-info';

export const metadata: Metadata = { title: 'خرید اعتباری با کیپا', description: 'همین حالا بخرید و بعداً با کیپا بپردازید' };

/** SPEC §2 /keepa (no shell): the Keepa credit purchase explained. */
export default function KeepaPage() {
  return <CreditInfoPage provider="keepa" />;
}
