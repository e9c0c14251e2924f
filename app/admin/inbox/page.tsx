import type { Metadata } from 'next';
import { RequirePermission } from '@/components/admin/access';
import { InboxPage } from '@/features/admin-inbox/components/inbox-page';

export const metadata: Metadata = { title: 'پیام به مشتری' };

export default function ConsoleInboxPage() {
  return (
    <RequirePermission permission="customers.read">
      <InboxPage />
    </RequirePermission>
  );
}
