import type { Metadata } from 'next';
import { RequirePermission } from '@/components/admin/access';
import { AttributesPage } from '@/features/admin-catalog/components/attributes-page';

export const metadata: Metadata = { title: 'ویژگی‌ها' };

export default function ConsoleAttributesPage() {
  return (
    <RequirePermission permission="catalog.read">
      <AttributesPage />
    </RequirePermission>
  );
}
