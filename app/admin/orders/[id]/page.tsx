import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RequirePermission } from '@/components/admin/access';
import { OrderPage } from '@/features/admin-orders/components/order-page';

export const metadata: Metadata = { title: 'سفارش' };

type Props = { params: Promise<{ id: string }> };

export default async function ConsoleOrderPage({ params }: Props) {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  return (
    <RequirePermission permission="orders.read">
      <OrderPage orderId={Number(id)} />
    </RequirePermission>
  );
}
