'use client';

import { useMemo } from 'react';
import { columnsFor } from '@/components/admin/data-table/columns';
import { DataTable } from '@/components/admin/data-table/data-table';
import { useTableUrlState } from '@/components/admin/data-table/use-table-url-state';
import { PageHeader } from '@/components/admin/page-header';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, type AuditEntry } from '@/lib/contracts/admin/audit';
import { toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { useAuditFacets } from '../api/get-audit-facets';
import { useAuditList } from '../api/list-audit';
import { AuditChanges } from './audit-changes';

const FILTERS = ['actor', 'entityType', 'action', 'from', 'to'] as const;
const DEFAULT_SORT = { id: 'at', desc: true };
const col = columnsFor<AuditEntry>();

const entityLabel = (type: string) => AUDIT_ENTITY_LABELS[type] ?? type;
const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;

/** Every write made through the console or /api/admin: who, when, on what, and the fields before and after. */
export function AuditPage() {
  const state = useTableUrlState({ defaultSort: DEFAULT_SORT, filters: FILTERS });
  const list = useAuditList(state.query);
  const facets = useAuditFacets().data;

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('at', {
          header: 'زمان',
          meta: { label: 'زمان', filter: { kind: 'dateRange', from: 'from', to: 'to' } },
          cell: (c) => <time dateTime={c.getValue()}>{formatJalaliDateTime(c.getValue())}</time>,
        }),
        col.accessor((e) => e.actor.label, {
          id: 'actor',
          header: 'انجام‌دهنده',
          enableSorting: false,
          meta: { filter: { kind: 'text', param: 'actor', placeholder: 'شماره موبایل یا system' } },
          cell: ({ row: { original: e } }) =>
            e.actor.kind === 'system' ? (
              <span>سیستم (توکن مدیریت یا دستور)</span>
            ) : (
              <span className="flex flex-col">
                <bdi>{toPersianDigits(e.actor.label)}</bdi>
                {e.actor.name ? <span className="text-xs text-muted">{e.actor.name}</span> : null}
              </span>
            ),
        }),
        col.accessor('entityType', {
          header: 'مورد',
          enableSorting: false,
          meta: { filter: { kind: 'select', param: 'entityType', allLabel: 'همه موردها', options: (facets?.entityTypes ?? []).map((t) => ({ value: t, label: entityLabel(t) })) } },
          cell: ({ row: { original: e } }) => (
            <span>
              {entityLabel(e.entityType)} <bdi className="text-muted">{toPersianDigits(e.entityId)}</bdi>
            </span>
          ),
        }),
        col.accessor('action', {
          header: 'کار',
          enableSorting: false,
          meta: { filter: { kind: 'select', param: 'action', allLabel: 'همه کارها', options: (facets?.actions ?? []).map((a) => ({ value: a, label: actionLabel(a) })) } },
          cell: (c) => actionLabel(c.getValue()),
        }),
        col.display({ id: 'changes', header: 'تغییرها', meta: { cellClassName: 'max-w-md' }, cell: ({ row }) => <AuditChanges entry={row.original} /> }),
      ]),
    [facets],
  );

  return (
    <>
      <PageHeader
        title="گزارش تغییرات"
        breadcrumbs={[{ label: 'پیشخوان', href: '/admin' }, { label: 'گزارش تغییرات' }]}
        description="هر تغییری که از کنسول یا با توکن مدیریت انجام شود، با انجام‌دهنده، زمان و مقدارهای پیش و پس از آن اینجا ثبت می‌شود."
      />
      <DataTable
        caption="گزارش تغییرات"
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total}
        getRowId={(e) => String(e.id)}
        state={state}
        isPending={list.isPending}
        isFetching={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        searchLabel="جست‌وجو"
        searchPlaceholder="شناسه مورد یا موبایل انجام‌دهنده"
        empty={{ title: 'هنوز تغییری ثبت نشده است', description: 'با اولین تغییر در کنسول، ردیف آن اینجا می‌آید.' }}
      />
    </>
  );
}
