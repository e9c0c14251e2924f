import { DashboardProfile } from '@/features/auth/components/dashboard-profile';

export default function DashboardPage() {
  return <DashboardProfile />;
}
