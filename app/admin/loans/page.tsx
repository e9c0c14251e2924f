import type { Metadata } from 'next';
import { Suspense } from 'react';
import { RequirePermission } from '@/components/admin/access';
import { LoansPage } from '@/features/admin-loans/components/loans-page';

export const metadata: Metadata = { title: 'درخواست‌های تسهیلات' };

export default function ConsoleLoansPage() {
  return (
    <RequirePermission permission="credit.read">
      <Suspense>
        <LoansPage />
      </Suspense>
    </RequirePermission>
  );
}
