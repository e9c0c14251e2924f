'use client';

import { useId } from 'react';
import type { ReactTable, RowData } from '@tanstack/react-table';
import { PAGE_SIZES } from '@/lib/contracts/admin/paging';
import { toPersianDigits } from '@/lib/format/digits';
import { formatPersianNumber } from '@/lib/format/money';
import { Button } from '../button';
import type { DataTableFeatures } from './columns';

/** Which page of how many, the total, the page size, and the way to the neighbouring pages. */
export function TablePagination<TData extends RowData>({ table }: { table: ReactTable<DataTableFeatures, TData> }) {
  const sizeId = useId();
  const { pageIndex, pageSize } = table.state.pagination;
  const pages = Math.max(1, table.getPageCount());
  return (
    <nav aria-label="صفحه‌بندی" className="flex flex-wrap items-center justify-between gap-3 border-t border-line p-4 text-sm">
      <p>
        {formatPersianNumber(table.getRowCount())} مورد؛ صفحه {toPersianDigits(Math.min(pageIndex + 1, pages))} از {toPersianDigits(pages)}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={sizeId} className="text-muted">
          در هر صفحه
        </label>
        <select id={sizeId} value={pageSize} onChange={(e) => table.setPageSize(Number(e.target.value))} className="w-20 rounded-lg border border-line bg-white px-2 py-2 text-sm outline-none focus:border-brand">
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {toPersianDigits(n)}
            </option>
          ))}
        </select>
        <Button variant="secondary" disabled={!table.getCanPreviousPage()} onClick={() => table.previousPage()}>
          صفحه قبل
        </Button>
        <Button variant="secondary" disabled={!table.getCanNextPage()} onClick={() => table.nextPage()}>
          صفحه بعد
        </Button>
      </div>
    </nav>
  );
}
