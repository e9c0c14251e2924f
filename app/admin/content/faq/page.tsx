import type { Metadata } from 'next';
import { RequirePermission } from '@/components/admin/access';
import { FaqPage } from '@/features/admin-content/components/faq-page';

export const metadata: Metadata = { title: 'پرسش‌های متداول' };

export default function ConsoleFaqPage() {
  return (
    <RequirePermission permission="content.read">
      <FaqPage />
    </RequirePermission>
  );
}
