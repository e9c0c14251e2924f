import type { Metadata } from 'next';
import { Suspense } from 'react';
import { RequirePermission } from '@/components/admin/access';
import { CustomersPage } from '@/features/admin-customers/components/customers-page';

export const metadata: Metadata = { title: 'مشتریان' };

export default function ConsoleCustomersPage() {
  return (
    <RequirePermission permission="customers.read">
      <Suspense>
        <CustomersPage />
      </Suspense>
    </RequirePermission>
  );
}
