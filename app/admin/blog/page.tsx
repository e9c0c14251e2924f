import type { Metadata } from 'next';
import { RequirePermission } from '@/components/admin/access';
import { BlogAdminPage } from '@/features/admin-blog/components/blog-admin-page';

export const metadata: Metadata = { title: 'بلاگ' };

export default function ConsoleBlogPage() {
  return (
    <RequirePermission permission="content.read">
      <BlogAdminPage />
    </RequirePermission>
  );
}
