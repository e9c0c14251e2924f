import type { Metadata } from 'next';
import { RequirePermission } from '@/components/admin/access';
import { InsurancePage } from '@/features/admin-catalog/components/insurance-page';

export const metadata: Metadata = { title: 'طرح‌های بیمه' };

export default function ConsoleInsurancePage() {
  return (
    <RequirePermission permission="catalog.read">
      <InsurancePage />
    </RequirePermission>
  );
}
