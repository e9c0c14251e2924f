import type { Metadata } from 'next';
import { RequirePermission } from '@/components/admin/access';
import { CategoriesPage } from '@/features/admin-catalog/components/categories-page';

export const metadata: Metadata = { title: 'دسته‌بندی‌ها' };

export default function ConsoleCategoriesPage() {
  return (
    <RequirePermission permission="catalog.read">
      <CategoriesPage />
    </RequirePermission>
  );
}
