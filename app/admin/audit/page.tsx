import type { Metadata } from 'next';
import { Suspense } from 'react';
import { RequirePermission } from '@/components/admin/access';
import { AuditPage } from '@/features/admin-audit/components/audit-page';

export const metadata: Metadata = { title: 'گزارش تغییرات' };

export default function ConsoleAuditPage() {
  return (
    <RequirePermission permission="audit.read">
      <Suspense>
        <AuditPage />
      </Suspense>
    </RequirePermission>
  );
}
