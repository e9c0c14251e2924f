import type { Metadata } from 'next';
import { RequirePermission } from '@/components/admin/access';
import { PagesPage } from '@/features/admin-content/components/pages-page';

export const metadata: Metadata = { title: 'صفحه‌های محتوا' };

export default function ConsolePagesPage() {
  return (
    <RequirePermission permission="content.read">
      <PagesPage />
    </RequirePermission>
  );
}
