import type { Metadata } from 'next';
import { AlertsList } from '@/features/alerts/components/alerts-list';

export const metadata: Metadata = { title: 'اطلاع‌رسانی موجودی و قیمت' };

export default function DashboardAlertsPage() {
  return (
    <section aria-labelledby="alerts-title" className="flex flex-col gap-4">
      <h1 id="alerts-title" className="text-xl font-bold">اطلاع‌رسانی موجودی و قیمت</h1>
      <AlertsList />
    </section>
  );
}
