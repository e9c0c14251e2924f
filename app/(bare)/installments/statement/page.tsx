import type { Metadata } from 'next';
import { connection } from 'next/server';
import { StatementView } from '@/features/instalments/components/statement-view';
import { printSeller } from '../seller';

export const metadata: Metadata = { title: 'صورت‌حساب وام', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ loanId?: string }> };

export default async function StatementPage({ searchParams }: Props) {
  await connection();
  const [{ loanId }, seller] = await Promise.all([searchParams, printSeller()]);
  return <StatementView loanId={/^[1-9]\d{0,9}$/.test(loanId ?? '') ? Number(loanId) : 0} seller={seller} />;
}
