import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OrderDetailView } from '@/features/orders/components/order-detail';

export const metadata: Metadata = { title: 'جزئیات سفارش' };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ paid?: string }> };

export default async function OrderPage({ params, searchParams }: Props) {
  const [{ id }, { paid }] = await Promise.all([params, searchParams]);
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  return <OrderDetailView orderId={Number(id)} justPaid={paid === '1'} />;
}
