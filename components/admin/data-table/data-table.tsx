'use client';

import { functionalUpdate, useTable, type ColumnFiltersState, type RowData, type SortingState, type PaginationState, type Updater } from '@tanstack/react-table';
import { useCallback, useMemo, type ReactNode } from 'react';
import { toApiError } from '@/lib/api-client';
import { EmptyState, ErrorState } from '../state-panels';
import { TableSkeleton } from '../skeleton';
import { dataTableFeatures, type DataTableColumns } from './columns';
import { filtersFromUrl, filtersToUrl } from './filter-params';
import { TableGrid } from './table-grid';
import { TablePagination } from './table-pagination';
import { TableToolbar } from './table-toolbar';
import type { TableUrlState } from './use-table-url-state';

export type DataTableProps<TData extends RowData> = {
  /** What the table lists, for screen readers (its caption). */
  caption: string;
  columns: DataTableColumns<TData>;
  /** One page from the server; undefined until the first answer. */
  rows: TData[] | undefined;
  total: number | undefined;
  getRowId: (row: TData) => string;
  state: TableUrlState;
  /** The query behind the rows (React Query's flags). */
  isPending: boolean;
  isFetching?: boolean;
  error?: unknown;
  onRetry?: () => void;
  searchLabel?: string;
  searchPlaceholder?: string;
  /** What to say when nothing matches; a filtered list adds how to widen it. */
  empty: { title: string; description?: ReactNode; action?: ReactNode };
};

const NO_ROWS: never[] = [];

/**
 * A console list over a server-paged endpoint (@tanstack/react-table, every stage manual): sortable headers, the
 * columns' filters and a search box above, pages below, all kept in the URL by useTableUrlState. On a phone's width
 * each row becomes a card with the column names beside the values.
 */
export function DataTable<TData extends RowData>(props: DataTableProps<TData>) {
  const { caption, columns, rows, total, getRowId, state, isPending, isFetching = false, error, onRetry, empty } = props;

  const sorting = useMemo<SortingState>(() => [state.sort], [state.sort]);
  const pagination = useMemo<PaginationState>(() => ({ pageIndex: state.page - 1, pageSize: state.pageSize }), [state.page, state.pageSize]);
  const columnFilters = useMemo<ColumnFiltersState>(() => filtersFromUrl(columns, state.filters), [columns, state.filters]);

  const onSortingChange = useCallback(
    (updater: Updater<SortingState>) => {
      const [next] = functionalUpdate(updater, sorting);
      if (next) state.update({ sort: next.id, order: next.desc ? 'desc' : 'asc' });
    },
    [sorting, state],
  );
  const onPaginationChange = useCallback(
    (updater: Updater<PaginationState>) => {
      const next = functionalUpdate(updater, pagination);
      if (next.pageSize !== pagination.pageSize) state.update({ pageSize: next.pageSize });
      else state.update({ page: next.pageIndex + 1 });
    },
    [pagination, state],
  );
  const onColumnFiltersChange = useCallback(
    (updater: Updater<ColumnFiltersState>) => state.update(filtersToUrl(columns, functionalUpdate(updater, columnFilters))),
    [columns, columnFilters, state],
  );

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows ?? NO_ROWS,
    getRowId,
    rowCount: total ?? 0,
    state: { sorting, pagination, columnFilters },
    onSortingChange,
    onPaginationChange,
    onColumnFiltersChange,
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
  });

  const filtered = state.q !== '' || Object.keys(state.filters).length > 0;
  const body = (() => {
    if (error && !rows) return <ErrorState message={toApiError(error).message} onRetry={onRetry} />;
    if (isPending) return <TableSkeleton columns={Math.min(columns.length, 5)} />;
    if (table.getRowModel().rows.length === 0)
      return filtered ? (
        <EmptyState title="با این جست‌وجو و فیلترها چیزی پیدا نشد">فیلترها را کم کنید یا با «پاک کردن فیلترها» همه را ببینید.</EmptyState>
      ) : (
        <EmptyState title={empty.title} action={empty.action}>
          {empty.description}
        </EmptyState>
      );
    return <TableGrid table={table} caption={caption} isFetching={isFetching} />;
  })();

  return (
    <section aria-label={caption} className="rounded-xl border border-line bg-white">
      <TableToolbar table={table} state={state} searchLabel={props.searchLabel} searchPlaceholder={props.searchPlaceholder} />
      {body}
      {rows && rows.length > 0 ? <TablePagination table={table} /> : null}
    </section>
  );
}
