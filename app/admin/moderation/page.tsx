import type { Metadata } from 'next';
import { RequirePermission } from '@/components/admin/access';
import { ModerationPage } from '@/features/admin-moderation/components/moderation-page';

export const metadata: Metadata = { title: 'نظرها و پرسش‌ها' };

export default function ConsoleModerationPage() {
  return (
    <RequirePermission permission="content.read">
      <ModerationPage />
    </RequirePermission>
  );
}
