'use client';

import { useMemo, useState } from 'react';
import { useAccess } from '@/components/admin/access';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { columnsFor } from '@/components/admin/data-table/columns';
import { DataTable } from '@/components/admin/data-table/data-table';
import { useTableUrlState } from '@/components/admin/data-table/use-table-url-state';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import { ADMIN_ROLE } from '@/lib/contracts/admin/permissions';
import type { RoleRef, StaffMember, StaffRole } from '@/lib/contracts/admin/staff';
import { toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDate } from '@/lib/format/jalali';
import { useStaffList } from '../api/list-staff';
import { useRevokeRole } from '../api/revoke-role';

const FILTERS = ['role'] as const;
const DEFAULT_SORT = { id: 'since', desc: true };
const col = columnsFor<StaffMember>();

type Revoking = { member: StaffMember; role: RoleRef };

function RoleChips({ member, onRevoke }: { member: StaffMember; onRevoke: (r: Revoking) => void }) {
  const { me } = useAccess();
  return (
    <ul className="flex flex-wrap gap-1">
      {member.roles.map((role) => {
        // The server refuses an admin's taking their own admin role; the button is not offered either.
        const own = role.key === ADMIN_ROLE && me.user?.id === member.id;
        return (
          <li key={role.key} className="inline-flex items-center gap-1 rounded-full bg-gray-100 py-1 ps-3 pe-1 text-xs">
            {role.title}
            {own ? (
              <span className="pe-2" />
            ) : (
              <button type="button" onClick={() => onRevoke({ member, role })} aria-label={`گرفتن نقش ${role.title} از ${toPersianDigits(member.mobile)}`} className="size-6 rounded-full text-muted hover:bg-gray-200 hover:text-red-700">
                ×
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Everyone holding a role, with their roles; a role is taken back after a confirmation. */
export function StaffTable({ roles }: { roles: StaffRole[] }) {
  const state = useTableUrlState({ defaultSort: DEFAULT_SORT, filters: FILTERS });
  const list = useStaffList(state.query);
  const revoke = useRevokeRole();
  const [revoking, setRevoking] = useState<Revoking | null>(null);

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('mobile', { header: 'شماره موبایل', cell: (c) => <bdi>{toPersianDigits(c.getValue())}</bdi> }),
        col.accessor('name', { header: 'نام', cell: (c) => c.getValue() ?? <span className="text-muted">ثبت نشده</span> }),
        col.accessor('roles', {
          header: 'نقش‌ها',
          enableSorting: false,
          meta: { filter: { kind: 'select', param: 'role', allLabel: 'همه نقش‌ها', options: roles.map((r) => ({ value: r.key, label: r.title })) } },
          cell: (c) => <RoleChips member={c.row.original} onRevoke={setRevoking} />,
        }),
        col.accessor('since', { header: 'عضو کارکنان از', cell: (c) => formatJalaliDate(c.getValue()) }),
      ]),
    [roles],
  );

  const confirm = () => {
    if (!revoking) return;
    revoke.mutate(
      { userId: revoking.member.id, role: revoking.role.key },
      {
        onSuccess: (message) => {
          toast.success(message);
          setRevoking(null);
        },
        onError: (error) => {
          toast.error(toApiError(error).message);
          setRevoking(null);
        },
      },
    );
  };

  return (
    <>
      <DataTable
        caption="کارکنان فروشگاه"
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total}
        getRowId={(m) => String(m.id)}
        state={state}
        isPending={list.isPending}
        isFetching={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        searchLabel="جست‌وجو در کارکنان"
        searchPlaceholder="شماره موبایل یا نام"
        empty={{ title: 'هنوز کسی نقشی ندارد', description: 'با فرم بالا به اولین همکارتان نقش بدهید.' }}
      />
      <ConfirmDialog
        open={revoking !== null}
        title={revoking ? `گرفتن نقش «${revoking.role.title}»` : ''}
        confirmLabel="گرفتن نقش"
        pending={revoke.isPending}
        onConfirm={confirm}
        onCancel={() => setRevoking(null)}
      >
        {revoking
          ? `${revoking.member.name ?? toPersianDigits(revoking.member.mobile)} از همین حالا به بخش‌های نقش «${revoking.role.title}» دسترسی نخواهد داشت. این تغییر در گزارش تغییرات ثبت می‌شود.`
          : null}
      </ConfirmDialog>
    </>
  );
}
