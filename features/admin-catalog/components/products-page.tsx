'use client';

import Link from 'next/link';
import { useMemo, useState } from 'react';
import { Can } from '@/components/admin/access';
import { Button, buttonClass } from '@/components/admin/button';
import { columnsFor } from '@/components/admin/data-table/columns';
import { DataTable } from '@/components/admin/data-table/data-table';
import { useTableUrlState } from '@/components/admin/data-table/use-table-url-state';
import { PageHeader } from '@/components/admin/page-header';
import { Toman } from '@/components/admin/toman';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import { PRODUCT_STATUS_LABELS, PRODUCT_STATUSES, type ProductRow, type ProductStatus } from '@/lib/contracts/admin/products';
import { toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { useCatalogOptions } from '../api/get-catalog-options';
import { downloadPriceCsv } from '../api/export-price-csv';
import { useProductList } from '../api/list-products';
import { BulkEditPanel } from './bulk-edit-panel';

const FILTERS = ['status', 'categoryId', 'brandId', 'lowStock'] as const;
const DEFAULT_SORT = { id: 'id', desc: true };
const PAGING = ['page', 'pageSize', 'sort', 'order'];
const col = columnsFor<ProductRow>();

const STATUS_TONES: Record<ProductStatus, string> = {
  published: 'bg-green-50 text-green-800',
  draft: 'bg-amber-50 text-amber-900',
  archived: 'bg-gray-100 text-gray-700',
};

export function StatusBadge({ status }: { status: ProductStatus }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_TONES[status]}`}>{PRODUCT_STATUS_LABELS[status]}</span>;
}

/** Every product of the shop, archived ones too: search, filters, sort, and a way into each. */
export function ProductsPage() {
  const state = useTableUrlState({ defaultSort: DEFAULT_SORT, filters: FILTERS });
  const list = useProductList(state.query);
  const options = useCatalogOptions().data;
  const [exporting, setExporting] = useState(false);
  const filters = Object.fromEntries(Object.entries(state.query).filter(([k]) => !PAGING.includes(k)));
  const exportList = async () => {
    setExporting(true);
    try {
      await downloadPriceCsv(filters);
    } catch (error) {
      toast.error(toApiError(error).message);
    } finally {
      setExporting(false);
    }
  };

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('id', { header: 'شناسه', meta: { label: 'شناسه' }, cell: (c) => <bdi>{toPersianDigits(String(c.getValue()))}</bdi> }),
        col.accessor('title', {
          header: 'نام کالا',
          meta: { label: 'نام کالا', cellClassName: 'min-w-48' },
          cell: ({ row: { original: p } }) => (
            <Link href={`/admin/catalog/products/${p.id}`} className="font-medium text-brand-dark hover:underline">
              {p.title}
            </Link>
          ),
        }),
        col.accessor('categoryTitle', {
          id: 'categoryId',
          header: 'دسته‌بندی',
          enableSorting: false,
          meta: { label: 'دسته‌بندی', filter: { kind: 'select', param: 'categoryId', allLabel: 'همه دسته‌ها', options: (options?.categories ?? []).map((c) => ({ value: String(c.id), label: c.title })) } },
        }),
        col.accessor((p) => p.brandTitle ?? '—', {
          id: 'brandId',
          header: 'برند',
          enableSorting: false,
          meta: { label: 'برند', filter: { kind: 'select', param: 'brandId', allLabel: 'همه برندها', options: (options?.brands ?? []).map((b) => ({ value: String(b.id), label: b.title })) } },
        }),
        col.accessor('status', {
          header: 'وضعیت',
          enableSorting: false,
          meta: { label: 'وضعیت', filter: { kind: 'select', param: 'status', allLabel: 'همه وضعیت‌ها', options: PRODUCT_STATUSES.map((s) => ({ value: s, label: PRODUCT_STATUS_LABELS[s] })) } },
          cell: (c) => <StatusBadge status={c.getValue()} />,
        }),
        col.accessor('minPrice', { header: 'کمترین قیمت', meta: { label: 'کمترین قیمت' }, cell: (c) => (c.getValue() === null ? '—' : <Toman amount={c.getValue()!} />) }),
        col.accessor('stock', {
          header: 'موجودی',
          meta: { label: 'موجودی', filter: { kind: 'select', param: 'lowStock', allLabel: 'هر موجودی', options: [{ value: '1', label: 'رو به اتمام (۳ یا کمتر)' }] } },
          cell: ({ row: { original: p } }) => `${toPersianDigits(String(p.stock))} در ${toPersianDigits(String(p.variantCount))} تنوع`,
        }),
        col.accessor('createdAt', { header: 'ساخته شده', meta: { label: 'ساخته شده' }, cell: (c) => <time dateTime={c.getValue()}>{formatJalaliDateTime(c.getValue())}</time> }),
      ]),
    [options],
  );

  return (
    <>
      <PageHeader
        title="کالاها"
        breadcrumbs={[{ label: 'پیشخوان', href: '/admin' }, { label: 'کالاها' }]}
        description="کالای پیش‌نویس در فروشگاه دیده نمی‌شود تا آن را منتشر کنید. کالایی که در سفارشی آمده باشد حذف نمی‌شود، بایگانی می‌شود."
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" pending={exporting} onClick={() => void exportList()}>
              CSV قیمت و موجودی این فهرست
            </Button>
            <Link href="/admin/catalog/prices" className={buttonClass('secondary')}>
              ورود CSV
            </Link>
            <Can permission="catalog.write">
              <Link href="/admin/catalog/products/new" className={buttonClass('primary')}>
                کالای تازه
              </Link>
            </Can>
          </div>
        }
      />
      <Can permission="catalog.write">
        <BulkEditPanel filter={filters} />
      </Can>
      <DataTable
        caption="کالاها"
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total}
        getRowId={(p) => String(p.id)}
        state={state}
        isPending={list.isPending}
        isFetching={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        searchLabel="جست‌وجو"
        searchPlaceholder="نام کالا، شناسه یا کد کالا (SKU)"
        empty={{ title: 'کالایی با این جست‌وجو نیست', description: 'فیلترها را بردارید یا کالای تازه بسازید.' }}
      />
    </>
  );
}
