import type { Metadata } from 'next';
import { RequirePermission } from '@/components/admin/access';
import { LookPage } from '@/features/admin-settings/components/look-page';

export const metadata: Metadata = { title: 'ظاهر فروشگاه' };

export default function ConsoleLookPage() {
  return (
    <RequirePermission permission="content.read">
      <LookPage />
    </RequirePermission>
  );
}
