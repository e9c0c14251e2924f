import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RequirePermission } from '@/components/admin/access';
import { ProductEditor } from '@/features/admin-catalog/components/product-editor';

export const metadata: Metadata = { title: 'ویرایش کالا' };

export default async function ConsoleProductPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^[1-9]\d{0,8}$/.test(id)) notFound();
  return (
    <RequirePermission permission="catalog.read">
      <ProductEditor id={Number(id)} />
    </RequirePermission>
  );
}
