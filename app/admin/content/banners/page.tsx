import type { Metadata } from 'next';
import { RequirePermission } from '@/components/admin/access';
import { BannersPage } from '@/features/admin-content/components/banners-page';

export const metadata: Metadata = { title: 'بنرها' };

export default function ConsoleBannersPage() {
  return (
    <RequirePermission permission="content.read">
      <BannersPage />
    </RequirePermission>
  );
}
