import type { Metadata } from 'next';
import { connection } from 'next/server';
import { PaymentSummary } from '@/features/orders/components/payment-summary';
import { getCompany } from '@/lib/server/services/content/company';

export const metadata: Metadata = { title: 'پرداخت سفارش', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ orderId?: string; gateway?: string }> };

export default async function PaymentSummaryPage({ searchParams }: Props) {
  await connection();
  const [{ orderId, gateway }, company] = await Promise.all([searchParams, getCompany()]);
  const id = /^[1-9]\d{0,9}$/.test(orderId ?? '') ? Number(orderId) : 0;
  return <PaymentSummary orderId={id} gateway={gateway ?? null} gateways={company.validGateways} />;
}
