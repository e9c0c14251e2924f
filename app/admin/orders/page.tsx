import type { Metadata } from 'next';
import { Suspense } from 'react';
import { RequirePermission } from '@/components/admin/access';
import { OrdersPage } from '@/features/admin-orders/components/orders-page';

export const metadata: Metadata = { title: 'سفارش‌ها' };

export default function ConsoleOrdersPage() {
  return (
    <RequirePermission permission="orders.read">
      <Suspense>
        <OrdersPage />
      </Suspense>
    </RequirePermission>
  );
}
