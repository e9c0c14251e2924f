import { DashboardHome } from '../_compose/dashboard-home';

export default function DashboardPage() {
  return <DashboardHome />;
}
