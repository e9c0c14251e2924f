import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RequirePermission } from '@/components/admin/access';
import { CooperationPage } from '@/features/admin-cooperation/components/cooperation-page';

export const metadata: Metadata = { title: 'درخواست همکاری' };

type Props = { params: Promise<{ id: string }> };

export default async function ConsoleCooperationRequestPage({ params }: Props) {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  return (
    <RequirePermission permission="credit.read">
      <CooperationPage requestId={Number(id)} />
    </RequirePermission>
  );
}
