import { columnFilteringFeature, createColumnHelper, rowPaginationFeature, rowSortingFeature, tableFeatures, type CellData, type RowData, type TableFeatures } from '@tanstack/react-table';
import type { Option } from '../form/fields';

/** The table features every console list uses; the server sorts, filters and pages. */
export const dataTableFeatures = tableFeatures({ rowSortingFeature, rowPaginationFeature, columnFilteringFeature });
export type DataTableFeatures = typeof dataTableFeatures;

/**
 * A filter shown above the table for a column; its value travels in the URL under `param` (or `from`/`to`), the
 * same names the list's endpoint takes.
 */
export type ColumnFilterDef =
  | { kind: 'text'; param: string; placeholder?: string }
  | { kind: 'select'; param: string; options: Option[]; allLabel?: string }
  | { kind: 'dateRange'; from: string; to: string };

declare module '@tanstack/react-table' {
  // Declaration merging repeats the library's type parameters, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<in out TFeatures extends TableFeatures, in out TData extends RowData, TValue extends CellData = CellData> {
    /** The column's name where the header is not shown (the cards of a phone's screen, the filters). */
    label?: string;
    filter?: ColumnFilterDef;
    /** Extra classes of the column's cells (alignment, width). */
    cellClassName?: string;
  }
}

/** Column definitions for a console list of TData: `columnsFor<Row>().columns([...])`. */
export const columnsFor = <TData extends RowData>() => createColumnHelper<DataTableFeatures, TData>();
export type DataTableColumns<TData extends RowData> = ReturnType<ReturnType<typeof columnsFor<TData>>['columns']>;

/** A column's name in words: its label, else its header when that is text, else its id. */
export function columnLabel(column: { id: string; columnDef: { header?: unknown; meta?: { label?: string } } }): string {
  return column.columnDef.meta?.label ?? (typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id);
}
