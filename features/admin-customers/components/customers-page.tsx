'use client';

import Link from 'next/link';
import { columnsFor } from '@/components/admin/data-table/columns';
import { DataTable } from '@/components/admin/data-table/data-table';
import { useTableUrlState } from '@/components/admin/data-table/use-table-url-state';
import { PageHeader } from '@/components/admin/page-header';
import { Toman } from '@/components/admin/toman';
import { CUSTOMER_KIND_LABELS, type CustomerRow } from '@/lib/contracts/admin/customers';
import { toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDate } from '@/lib/format/jalali';
import { formatPersianNumber } from '@/lib/format/money';
import { useCustomersList } from '../api/customers-api';

const FILTERS = ['kind', 'blocked'] as const;
const DEFAULT_SORT = { id: 'createdAt', desc: true };
const col = columnsFor<CustomerRow>();

const columns = col.columns([
  col.accessor('mobile', {
    header: 'موبایل',
    enableSorting: false,
    meta: { label: 'موبایل' },
    cell: ({ row: { original: c } }) => (
      <Link href={`/admin/customers/${c.id}`} className="font-medium text-brand-dark underline-offset-2 hover:underline">
        <bdi>{toPersianDigits(c.mobile)}</bdi>
      </Link>
    ),
  }),
  col.accessor('name', { header: 'نام', enableSorting: false, cell: (c) => c.getValue() || <span className="text-muted">بی‌نام</span> }),
  col.accessor('nationalCode', { header: 'کد ملی', enableSorting: false, cell: (c) => (c.getValue() ? toPersianDigits(c.getValue()!) : '—') }),
  col.accessor('kind', {
    header: 'نوع حساب',
    enableSorting: false,
    meta: { filter: { kind: 'select', param: 'kind', allLabel: 'همه انواع', options: Object.entries(CUSTOMER_KIND_LABELS).map(([value, label]) => ({ value, label })) } },
    cell: (c) => CUSTOMER_KIND_LABELS[c.getValue()],
  }),
  col.accessor('blocked', {
    header: 'ورود',
    enableSorting: false,
    meta: {
      filter: {
        kind: 'select',
        param: 'blocked',
        allLabel: 'همه',
        options: [
          { value: '1', label: 'مسدود' },
          { value: '0', label: 'آزاد' },
        ],
      },
    },
    cell: (c) => (c.getValue() ? <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs text-red-900">مسدود</span> : 'آزاد'),
  }),
  col.accessor('ordersCount', { header: 'سفارش‌ها', enableSorting: false, cell: (c) => formatPersianNumber(c.getValue()) }),
  col.accessor('walletBalance', { header: 'کیف پول', enableSorting: false, cell: (c) => <Toman amount={c.getValue()} /> }),
  col.accessor('createdAt', { header: 'عضویت', meta: { label: 'عضویت' }, cell: (c) => <time dateTime={c.getValue()}>{formatJalaliDate(c.getValue())}</time> }),
]);

/** Customers found by mobile, national code or name, with a link to each one's page. */
export function CustomersPage() {
  const state = useTableUrlState({ defaultSort: DEFAULT_SORT, filters: FILTERS });
  const list = useCustomersList(state.query);
  return (
    <>
      <PageHeader
        title="مشتریان"
        breadcrumbs={[{ label: 'پیشخوان', href: '/admin' }, { label: 'مشتریان' }]}
        description="با شماره موبایل (یا چند رقم آخر آن)، کد ملی یا نام پیدا کنید. کیف پول، نوع حساب و مسدود کردن ورود در صفحه هر مشتری است."
      />
      <DataTable
        caption="مشتریان"
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total}
        getRowId={(c) => String(c.id)}
        state={state}
        isPending={list.isPending}
        isFetching={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        searchLabel="جست‌وجو در مشتریان"
        searchPlaceholder="موبایل، کد ملی یا نام"
        empty={{ title: 'مشتری‌ای پیدا نشد', description: 'شماره یا نام را بررسی کنید یا فیلترها را بردارید.' }}
      />
    </>
  );
}
