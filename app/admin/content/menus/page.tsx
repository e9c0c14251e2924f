import type { Metadata } from 'next';
import { RequirePermission } from '@/components/admin/access';
import { MenusPage } from '@/features/admin-content/components/menus-page';

export const metadata: Metadata = { title: 'منوها' };

export default function ConsoleMenusPage() {
  return (
    <RequirePermission permission="content.read">
      <MenusPage />
    </RequirePermission>
  );
}
