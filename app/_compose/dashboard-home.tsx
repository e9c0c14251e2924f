'use client';

import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';
import { useSignedInUser } from '@/lib/session/session-store';

/** The dashboard frame renders pages only for a signed-in user. */
export function DashboardHome() {
  const user = useSignedInUser();
  return user ? <DashboardOverview user={user} /> : null;
}
