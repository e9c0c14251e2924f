import type { Metadata } from 'next';
import { RequirePermission } from '@/components/admin/access';
import { BranchesPage } from '@/features/admin-content/components/branches-page';

export const metadata: Metadata = { title: 'شعبه‌ها و نمایندگی‌ها' };

export default function ConsoleBranchesPage() {
  return (
    <RequirePermission permission="content.read">
      <BranchesPage />
    </RequirePermission>
  );
}
