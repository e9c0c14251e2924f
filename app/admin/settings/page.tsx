import type { Metadata } from 'next';
import { RequirePermission } from '@/components/admin/access';
import { SettingsPage } from '@/features/admin-settings/components/settings-page';

export const metadata: Metadata = { title: 'تنظیمات فروشگاه' };

export default function ConsoleSettingsPage() {
  return (
    <RequirePermission permission="content.read">
      <SettingsPage />
    </RequirePermission>
  );
}
