import type { Metadata } from 'next';
import { RequirePermission } from '@/components/admin/access';
import { SettingsPageWithUpload } from '../../_compose/settings-page';

export const metadata: Metadata = { title: 'تنظیمات فروشگاه' };

export default function ConsoleSettingsPage() {
  return (
    <RequirePermission permission="content.read">
      <SettingsPageWithUpload />
    </RequirePermission>
  );
}
