import type { ColumnFiltersState } from '@tanstack/react-table';
import type { DayRange } from '../inputs/jalali-range-input';
import type { ColumnFilterDef } from './columns';

type FilterColumn = { id?: string; accessorKey?: unknown; meta?: { filter?: ColumnFilterDef } };

const idOf = (column: FilterColumn) => column.id ?? (typeof column.accessorKey === 'string' ? column.accessorKey : '');

/** The columns' filter values as the URL holds them: one parameter each, two (from, to) for a range of days. */
export function filtersFromUrl(columns: readonly FilterColumn[], params: Record<string, string>): ColumnFiltersState {
  const state: ColumnFiltersState = [];
  for (const column of columns) {
    const filter = column.meta?.filter;
    if (!filter) continue;
    if (filter.kind === 'dateRange') {
      const range: DayRange = { from: params[filter.from], to: params[filter.to] };
      if (range.from || range.to) state.push({ id: idOf(column), value: range });
    } else if (params[filter.param]) state.push({ id: idOf(column), value: params[filter.param] });
  }
  return state;
}

/** The URL parameters of the columns' filter values; a filter that is off removes its parameters. */
export function filtersToUrl(columns: readonly FilterColumn[], state: ColumnFiltersState): Record<string, string | undefined> {
  const patch: Record<string, string | undefined> = {};
  for (const column of columns) {
    const filter = column.meta?.filter;
    if (!filter) continue;
    const value = state.find((f) => f.id === idOf(column))?.value;
    if (filter.kind === 'dateRange') {
      const range = (value ?? {}) as DayRange;
      patch[filter.from] = range.from;
      patch[filter.to] = range.to;
    } else patch[filter.param] = typeof value === 'string' && value ? value : undefined;
  }
  return patch;
}
