import type { Metadata } from 'next';
import { RequirePermission } from '@/components/admin/access';
import { PayLinksPage } from '@/features/admin-orders/components/pay-links-page';

export const metadata: Metadata = { title: 'لینک‌های پرداخت فروشندگان' };

export default function ConsolePayLinksPage() {
  return (
    <RequirePermission permission="orders.read">
      <PayLinksPage />
    </RequirePermission>
  );
}
