import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LoanDetailView } from '@/features/instalments/components/loan-detail';

export const metadata: Metadata = { title: 'اقساط وام' };

type Props = { params: Promise<{ id: string }> };

export default async function LoanPage({ params }: Props) {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  return <LoanDetailView loanId={Number(id)} />;
}
