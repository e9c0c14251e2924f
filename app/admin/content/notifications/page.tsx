import type { Metadata } from 'next';
import { RequirePermission } from '@/components/admin/access';
import { NotificationsPage } from '@/features/admin-content/components/notifications-page';

export const metadata: Metadata = { title: 'نوار اطلاعیه و پنجره بازشو' };

export default function ConsoleNotificationsPage() {
  return (
    <RequirePermission permission="content.read">
      <NotificationsPage />
    </RequirePermission>
  );
}
