import type { Metadata } from 'next';
import { RequirePermission } from '@/components/admin/access';
import { SiteLinksPage } from '@/features/admin-content/components/site-links-page';

export const metadata: Metadata = { title: 'پیوندهای پایین صفحه' };

export default function ConsoleSiteLinksPage() {
  return (
    <RequirePermission permission="content.read">
      <SiteLinksPage />
    </RequirePermission>
  );
}
