'use client';

import { PageHeader } from '@/components/admin/page-header';
import { Skeleton } from '@/components/admin/skeleton';
import { ErrorState } from '@/components/admin/state-panels';
import { toApiError } from '@/lib/api-client';
import { useStaffRoles } from '../api/list-roles';
import { GrantRoleForm } from './grant-role-form';
import { RolesGuide } from './roles-guide';
import { StaffTable } from './staff-table';

/** Who works in the console and with which roles; admins give and take roles here. */
export function StaffPage() {
  const roles = useStaffRoles();
  return (
    <>
      <PageHeader
        title="کارکنان و نقش‌ها"
        breadcrumbs={[{ label: 'پیشخوان', href: '/admin' }, { label: 'کارکنان و نقش‌ها' }]}
        description="هر همکار با شماره موبایل خودش وارد می‌شود و فقط بخش‌هایی را می‌بیند که نقش‌هایش اجازه می‌دهند. هر دادن و گرفتن نقش در گزارش تغییرات ثبت می‌شود."
      />
      {roles.error ? <ErrorState message={toApiError(roles.error).message} onRetry={() => void roles.refetch()} /> : null}
      {roles.data ? (
        <>
          <GrantRoleForm roles={roles.data} />
          <RolesGuide roles={roles.data} />
          <StaffTable roles={roles.data} />
        </>
      ) : roles.isPending ? (
        <Skeleton className="h-40" />
      ) : null}
    </>
  );
}
