import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RequirePermission } from '@/components/admin/access';
import { CustomerPage } from '@/features/admin-customers/components/customer-page';

export const metadata: Metadata = { title: 'مشتری' };

type Props = { params: Promise<{ id: string }> };

export default async function ConsoleCustomerPage({ params }: Props) {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  return (
    <RequirePermission permission="customers.read">
      <CustomerPage customerId={Number(id)} />
    </RequirePermission>
  );
}
