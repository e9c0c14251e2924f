import type { Metadata } from 'next';
import { Suspense } from 'react';
import { RequirePermission } from '@/components/admin/access';
import { CooperationListPage } from '@/features/admin-cooperation/components/cooperation-list-page';

export const metadata: Metadata = { title: 'درخواست‌های همکاری' };

export default function ConsoleCooperationPage() {
  return (
    <RequirePermission permission="credit.read">
      <Suspense>
        <CooperationListPage />
      </Suspense>
    </RequirePermission>
  );
}
