import type { Metadata } from 'next';
import { NotificationsList } from '@/features/notifications/components/notifications-list';

export const metadata: Metadata = { title: 'اعلان‌ها' };

export default function DashboardNotificationsPage() {
  return (
    <section aria-labelledby="notifications-title" className="flex flex-col gap-4">
      <h1 id="notifications-title" className="text-xl font-bold">اعلان‌ها</h1>
      <NotificationsList />
    </section>
  );
}
