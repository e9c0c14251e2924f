import type { Metadata } from 'next';
import { RequirePermission } from '@/components/admin/access';
import { ClientErrorsPage } from '@/features/admin-errors/components/client-errors-page';

export const metadata: Metadata = { title: 'خطاهای مرورگر' };

export default function ConsoleClientErrorsPage() {
  return (
    <RequirePermission permission="audit.read">
      <ClientErrorsPage />
    </RequirePermission>
  );
}
