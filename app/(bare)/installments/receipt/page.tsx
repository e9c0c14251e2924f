import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ReceiptView } from '@/features/instalments/components/receipt-view';
import { printSeller } from '../seller';

export const metadata: Metadata = { title: 'رسید پرداخت قسط', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ loanId?: string; paymentId?: string }> };

const idOf = (v: string | undefined) => (/^[1-9]\d{0,9}$/.test(v ?? '') ? Number(v) : 0);

export default async function ReceiptPage({ searchParams }: Props) {
  await connection();
  const [{ loanId, paymentId }, seller] = await Promise.all([searchParams, printSeller()]);
  return <ReceiptView loanId={idOf(loanId)} paymentId={idOf(paymentId)} seller={seller} />;
}
