import type { Metadata } from 'next';
import { RequirePermission } from '@/components/admin/access';
import { NewProduct } from '@/features/admin-catalog/components/product-editor';

export const metadata: Metadata = { title: 'کالای تازه' };

export default function ConsoleNewProductPage() {
  return (
    <RequirePermission permission="catalog.write">
      <NewProduct />
    </RequirePermission>
  );
}
