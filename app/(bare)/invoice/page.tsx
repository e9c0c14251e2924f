import type { Metadata } from 'next';
import { connection } from 'next/server';
import { InvoiceView } from '@/features/orders/components/invoice-view';
import { getCompany } from '@/lib/server/services/content/company';

export const metadata: Metadata = { title: 'فاکتور', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ orderId?: string }> };

export default async function InvoicePage({ searchParams }: Props) {
  await connection();
  const [{ orderId }, company] = await Promise.all([searchParams, getCompany()]);
  const id = /^[1-9]\d{0,9}$/.test(orderId ?? '') ? Number(orderId) : 0;
  const office = company.companyAddresses[0];
  return <InvoiceView orderId={id} seller={{ name: company.companyName, address: office?.address ?? null, tell: office?.tell ?? null }} />;
}
