import type { Metadata } from 'next';
import { RequirePermission } from '@/components/admin/access';
import { PriceImportPage } from '@/features/admin-catalog/components/price-import-page';

export const metadata: Metadata = { title: 'ورود قیمت و موجودی' };

export default function ConsolePricesPage() {
  return (
    <RequirePermission permission="catalog.read">
      <PriceImportPage />
    </RequirePermission>
  );
}
