import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RequirePermission } from '@/components/admin/access';
import { LoanPage } from '@/features/admin-loans/components/loan-page';

export const metadata: Metadata = { title: 'درخواست تسهیلات' };

type Props = { params: Promise<{ id: string }> };

export default async function ConsoleLoanPage({ params }: Props) {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  return (
    <RequirePermission permission="credit.read">
      <LoanPage requestId={Number(id)} />
    </RequirePermission>
  );
}
