import type { Metadata } from 'next';
import { DashboardProfile } from '../../_compose/dashboard-profile';

export const metadata: Metadata = { title: 'اطلاعات حساب کاربری' };

export default function DashboardProfilePage() {
  return <DashboardProfile />;
}
