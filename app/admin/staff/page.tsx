import type { Metadata } from 'next';
import { Suspense } from 'react';
import { RequirePermission } from '@/components/admin/access';
import { StaffPage } from '@/features/admin-staff/components/staff-page';

export const metadata: Metadata = { title: 'کارکنان و نقش‌ها' };

export default function ConsoleStaffPage() {
  return (
    <RequirePermission permission="staff.manage">
      {/* The staff table keeps its page, sort and filters in the URL (useSearchParams). */}
      <Suspense>
        <StaffPage />
      </Suspense>
    </RequirePermission>
  );
}
