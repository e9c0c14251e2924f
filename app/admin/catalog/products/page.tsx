import type { Metadata } from 'next';
import { Suspense } from 'react';
import { RequirePermission } from '@/components/admin/access';
import { ProductsPage } from '@/features/admin-catalog/components/products-page';

export const metadata: Metadata = { title: 'کالاها' };

export default function ConsoleProductsPage() {
  return (
    <RequirePermission permission="catalog.read">
      <Suspense>
        <ProductsPage />
      </Suspense>
    </RequirePermission>
  );
}
