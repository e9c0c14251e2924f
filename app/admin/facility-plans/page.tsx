import type { Metadata } from 'next';
import { RequirePermission } from '@/components/admin/access';
import { FacilityPlansPage } from '@/features/admin-facility-plans/components/plans-page';

export const metadata: Metadata = { title: 'طرح‌های اقساط و لیزینگ' };

export default function ConsoleFacilityPlansPage() {
  return (
    <RequirePermission permission="credit.read">
      <FacilityPlansPage />
    </RequirePermission>
  );
}
