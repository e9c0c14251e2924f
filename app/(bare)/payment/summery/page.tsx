import type { Metadata } from 'next';
import { connection } from 'next/server';
import { PaymentSummary } from '@/features/orders/components/payment-summary';
import { getDb } from '@/lib/server/db/client';
import { offeredGatewayOptions } from '@/lib/server/services/payment/payments';

export const metadata: Metadata = { title: 'پرداخت سفارش', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ orderId?: string; gateway?: string }> };

export default async function PaymentSummaryPage({ searchParams }: Props) {
  await connection();
  const [{ orderId, gateway }, options] = await Promise.all([searchParams, offeredGatewayOptions(getDb())]);
  const id = /^[1-9]\d{0,9}$/.test(orderId ?? '') ? Number(orderId) : 0;
  return <PaymentSummary orderId={id} gateway={gateway ?? null} options={options} />;
}
