'use client';

import { useId } from 'react';
import type { Column, ReactTable, RowData } from '@tanstack/react-table';
import { JalaliRangeInput, type DayRange } from '../inputs/jalali-range-input';
import { inputClass } from '../form/field';
import { columnLabel, type DataTableFeatures } from './columns';
import { DebouncedInput } from './debounced-input';
import type { TableUrlState } from './use-table-url-state';

function ColumnFilter<TData extends RowData>({ column }: { column: Column<DataTableFeatures, TData> }) {
  const id = useId();
  const filter = column.columnDef.meta?.filter;
  if (!filter) return null;
  const value = column.getFilterValue();
  const control = (() => {
    switch (filter.kind) {
      case 'text':
        return <DebouncedInput id={id} value={typeof value === 'string' ? value : ''} placeholder={filter.placeholder} onCommit={(v) => column.setFilterValue(v || undefined)} />;
      case 'select':
        return (
          <select id={id} value={typeof value === 'string' ? value : ''} onChange={(e) => column.setFilterValue(e.target.value || undefined)} className={inputClass}>
            <option value="">{filter.allLabel ?? 'همه'}</option>
            {filter.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        );
      case 'dateRange':
        return <JalaliRangeInput id={id} value={(value as DayRange | undefined) ?? {}} onChange={(r) => column.setFilterValue(r.from || r.to ? r : undefined)} />;
    }
  })();
  return (
    <div className="flex min-w-40 flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-xs text-muted">
        {columnLabel(column)}
      </label>
      {control}
    </div>
  );
}

type Props<TData extends RowData> = { table: ReactTable<DataTableFeatures, TData>; state: TableUrlState; searchLabel?: string; searchPlaceholder?: string };

/** The search box, each filterable column's filter, and (on phones, where headers are hidden) the sort order. */
export function TableToolbar<TData extends RowData>({ table, state, searchLabel, searchPlaceholder }: Props<TData>) {
  const searchId = useId();
  const sortId = useId();
  const columns = table.getAllLeafColumns();
  const sortable = columns.filter((c) => c.getCanSort());
  const [sorting] = table.state.sorting;
  const filtered = table.state.columnFilters.length > 0 || state.q !== '';
  return (
    <div className="flex flex-wrap items-end gap-3 border-b border-line p-4">
      {searchLabel ? (
        <div className="flex min-w-48 flex-[2] flex-col gap-1">
          <label htmlFor={searchId} className="text-xs text-muted">
            {searchLabel}
          </label>
          <DebouncedInput id={searchId} type="search" value={state.q} placeholder={searchPlaceholder} onCommit={(q) => state.update({ q })} />
        </div>
      ) : null}
      {columns.map((column) => (
        <ColumnFilter key={column.id} column={column} />
      ))}
      {sortable.length > 0 && sorting ? (
        <div className="flex min-w-40 flex-1 flex-col gap-1 md:hidden">
          <label htmlFor={sortId} className="text-xs text-muted">
            مرتب‌سازی
          </label>
          <select
            id={sortId}
            value={`${sorting.id}:${sorting.desc ? 'desc' : 'asc'}`}
            onChange={(e) => {
              const [id = '', order] = e.target.value.split(':');
              table.setSorting([{ id, desc: order === 'desc' }]);
            }}
            className={inputClass}
          >
            {sortable.flatMap((c) => [
              <option key={`${c.id}:asc`} value={`${c.id}:asc`}>{`${columnLabel(c)} (صعودی)`}</option>,
              <option key={`${c.id}:desc`} value={`${c.id}:desc`}>{`${columnLabel(c)} (نزولی)`}</option>,
            ])}
          </select>
        </div>
      ) : null}
      {filtered ? (
        <button
          type="button"
          onClick={() => state.update({ q: undefined, ...Object.fromEntries(Object.keys(state.filters).map((k) => [k, undefined])) })}
          className="min-h-10 rounded-lg px-3 text-sm text-brand-dark hover:bg-gray-100"
        >
          پاک کردن فیلترها
        </button>
      ) : null}
    </div>
  );
}
