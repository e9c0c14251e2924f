import type { Metadata } from 'next';
import { RequirePermission } from '@/components/admin/access';
import { BrandsPage } from '@/features/admin-catalog/components/brands-page';

export const metadata: Metadata = { title: 'برندها' };

export default function ConsoleBrandsPage() {
  return (
    <RequirePermission permission="catalog.read">
      <BrandsPage />
    </RequirePermission>
  );
}
