import type { Metadata } from 'next';
import { RequirePermission } from '@/components/admin/access';
import { AppointmentsPage } from '@/features/admin-appointments/components/appointments-page';

export const metadata: Metadata = { title: 'نوبت‌های مدارک' };

export default function ConsoleAppointmentsPage() {
  return (
    <RequirePermission permission="credit.read">
      <AppointmentsPage />
    </RequirePermission>
  );
}
