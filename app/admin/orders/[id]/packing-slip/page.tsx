import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RequirePermission } from '@/components/admin/access';
import { OrderDocument } from '@/features/admin-orders/components/order-documents';
import { getCompany } from '@/lib/server/services/content/company';

export const metadata: Metadata = { title: 'برگه بسته‌بندی سفارش' };

type Props = { params: Promise<{ id: string }> };

export default async function ConsoleOrderPackingSlipPage({ params }: Props) {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  const company = await getCompany();
  const first = company.companyAddresses[0];
  const shop = { name: company.companyName, address: first?.address ?? null, tell: first?.tell ?? null, postalCode: first?.postalCode ?? null };
  return (
    <RequirePermission permission="orders.read">
      <OrderDocument orderId={Number(id)} kind="packing-slip" shop={shop} />
    </RequirePermission>
  );
}
