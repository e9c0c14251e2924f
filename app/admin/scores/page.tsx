import type { Metadata } from 'next';
import { RequirePermission } from '@/components/admin/access';
import { LoyaltyPage } from '@/features/admin-scores/components/loyalty-page';

export const metadata: Metadata = { title: 'امتیاز مشتریان' };

export default function ConsoleScoresPage() {
  return (
    <RequirePermission permission="customers.read">
      <LoyaltyPage />
    </RequirePermission>
  );
}
