'use client';

import Link from 'next/link';
import { useMemo, useState } from 'react';
import { Button } from '@/components/admin/button';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import { columnsFor } from '@/components/admin/data-table/columns';
import { DataTable } from '@/components/admin/data-table/data-table';
import { useTableUrlState } from '@/components/admin/data-table/use-table-url-state';
import { PageHeader } from '@/components/admin/page-header';
import { Toman } from '@/components/admin/toman';
import { ADMIN_ORDER_STATUS_LABELS, ADMIN_PAYMENT_METHOD_LABELS, ADMIN_SHIPPING_METHOD_LABELS, type AdminOrderList, type AdminOrderRow } from '@/lib/contracts/admin/orders';
import { toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { formatPersianNumber } from '@/lib/format/money';
import { downloadOrdersCsv, useOrdersList } from '../api/orders-api';
import { OrderStatusBadge } from './order-status-badge';

const FILTERS = ['state', 'paymentMethod', 'shippingMethod', 'customer', 'seller', 'from', 'to'] as const;
const DEFAULT_SORT = { id: 'createdAt', desc: true };
const col = columnsFor<AdminOrderRow>();

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The table's columns; the seller filter offers the sellers the server found among all orders. */
const columnsWith = (sellers: AdminOrderList['sellers']) =>
  col.columns([
  col.accessor('id', {
    header: 'شماره',
    meta: { label: 'شماره سفارش' },
    cell: (c) => (
      <Link href={`/admin/orders/${c.getValue()}`} className="font-medium text-brand-dark underline-offset-2 hover:underline">
        {toPersianDigits(c.getValue())}
      </Link>
    ),
  }),
  col.accessor('createdAt', {
    header: 'زمان ثبت',
    meta: { label: 'زمان ثبت', filter: { kind: 'dateRange', from: 'from', to: 'to' } },
    cell: (c) => <time dateTime={c.getValue()}>{formatJalaliDateTime(c.getValue())}</time>,
  }),
  col.accessor((o) => o.customer.mobile, {
    id: 'customer',
    header: 'مشتری',
    enableSorting: false,
    cell: ({ row: { original: o } }) => (
      <span className="flex flex-col">
        <span>{o.customer.name || 'بی‌نام'}</span>
        <bdi className="text-xs text-muted">{toPersianDigits(o.customer.mobile)}</bdi>
      </span>
    ),
  }),
  col.accessor((o) => o.seller?.mobile ?? '', {
    id: 'seller',
    header: 'فروشنده',
    enableSorting: false,
    meta: {
      label: 'فروشنده',
      filter: { kind: 'select', param: 'seller', allLabel: 'همه (با فروشنده و بی‌فروشنده)', options: sellers.map((s) => ({ value: String(s.id), label: `${s.name || 'بی‌نام'} (${toPersianDigits(s.mobile)})` })) },
    },
    cell: ({ row: { original: o } }) => (o.seller ? <span>{o.seller.name || <bdi>{toPersianDigits(o.seller.mobile)}</bdi>}</span> : <span className="text-muted">—</span>),
  }),
  col.accessor('status', {
    header: 'وضعیت',
    enableSorting: false,
    meta: { filter: { kind: 'select', param: 'state', allLabel: 'همه وضعیت‌ها', options: options(ADMIN_ORDER_STATUS_LABELS) } },
    cell: (c) => <OrderStatusBadge status={c.getValue()} />,
  }),
  col.accessor('paymentMethod', {
    header: 'پرداخت',
    enableSorting: false,
    meta: { filter: { kind: 'select', param: 'paymentMethod', allLabel: 'همه روش‌های پرداخت', options: options(ADMIN_PAYMENT_METHOD_LABELS) } },
    cell: (c) => ADMIN_PAYMENT_METHOD_LABELS[c.getValue()],
  }),
  col.accessor('shippingMethod', {
    header: 'ارسال',
    enableSorting: false,
    meta: { filter: { kind: 'select', param: 'shippingMethod', allLabel: 'همه روش‌های ارسال', options: options(ADMIN_SHIPPING_METHOD_LABELS) } },
    cell: (c) => ADMIN_SHIPPING_METHOD_LABELS[c.getValue()],
  }),
  col.accessor('itemsCount', { header: 'تعداد کالا', enableSorting: false, cell: (c) => formatPersianNumber(c.getValue()) }),
  col.accessor('payable', {
    header: 'مبلغ',
    meta: { label: 'مبلغ' },
    cell: ({ row: { original: o } }) => (
      <span className="flex flex-col">
        <Toman amount={o.payable} />
        {o.refundedAmount > 0 ? (
          <span className="text-xs text-rose-800">
            برگشتی: <Toman amount={o.refundedAmount} />
          </span>
        ) : null}
      </span>
    ),
  }),
]);

/** Everybody's orders: filters in the URL, a link to each order, and the sums of everything the filters match. */
export function OrdersPage() {
  const state = useTableUrlState({ defaultSort: DEFAULT_SORT, filters: FILTERS });
  const list = useOrdersList(state.query);
  const totals = list.data?.totals;
  const sellers = list.data?.sellers;
  const columns = useMemo(() => columnsWith(sellers ?? []), [sellers]);
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadOrdersCsv(state.query);
    } catch (error) {
      toast.error(toApiError(error).message);
    } finally {
      setExporting(false);
    }
  };
  const summary = useMemo(
    () =>
      list.data && totals ? (
        <p role="status" className="flex flex-wrap gap-x-6 gap-y-1 rounded-lg bg-gray-50 px-4 py-2 text-sm">
          <span>{`${formatPersianNumber(list.data.total)} سفارش`}</span>
          <span>
            جمع مبلغ: <Toman amount={totals.payable} />
          </span>
          {totals.refunded > 0 ? (
            <span>
              جمع برگشتی: <Toman amount={totals.refunded} />
            </span>
          ) : null}
        </p>
      ) : null,
    [list.data, totals],
  );

  return (
    <>
      <PageHeader
        title="سفارش‌ها"
        breadcrumbs={[{ label: 'پیشخوان', href: '/admin' }, { label: 'سفارش‌ها' }]}
        description="سفارش‌های همه مشتریان. برای تأیید، ارسال، تحویل، لغو یا بازگشت وجه، سفارش را باز کنید."
        actions={
          <Button variant="secondary" pending={exporting} onClick={() => void exportCsv()}>
            خروجی CSV همین فهرست
          </Button>
        }
      />
      {summary}
      <DataTable
        caption="سفارش‌ها"
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total}
        getRowId={(o) => String(o.id)}
        state={state}
        isPending={list.isPending}
        isFetching={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        searchLabel="جست‌وجو در سفارش‌ها"
        searchPlaceholder="شماره سفارش، موبایل یا نام مشتری"
        empty={{ title: 'سفارشی با این شرایط نیست', description: 'فیلترها یا عبارت جست‌وجو را تغییر دهید.' }}
      />
    </>
  );
}
