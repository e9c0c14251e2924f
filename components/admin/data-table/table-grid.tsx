'use client';

import type { ReactTable, RowData } from '@tanstack/react-table';
import { columnLabel, type DataTableFeatures } from './columns';

/**
 * The rows of a console list: sortable column headers, and on a phone's width each row a card with the column names
 * beside the values. It scrolls sideways when the columns outgrow the screen, and takes focus so a keyboard can too.
 */
export function TableGrid<TData extends RowData>({ table, caption, isFetching }: { table: ReactTable<DataTableFeatures, TData>; caption: string; isFetching: boolean }) {
  return (
    <div className="overflow-x-auto" tabIndex={0}>
      <table className="w-full text-sm" aria-busy={isFetching || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-start text-xs text-muted max-md:hidden">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <th key={header.id} scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined} className="px-4 py-3 text-start font-medium">
                    {header.column.getCanSort() ? (
                      <button type="button" onClick={header.column.getToggleSortingHandler()} className="inline-flex items-center gap-1 hover:text-ink">
                        <table.FlexRender header={header} />
                        <span aria-hidden>{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className={isFetching ? 'opacity-60' : undefined}>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-t border-line max-md:block max-md:px-4 max-md:py-3">
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={`px-4 py-3 align-top max-md:flex max-md:gap-3 max-md:px-0 max-md:py-1 ${cell.column.columnDef.meta?.cellClassName ?? ''}`}>
                  <span className="w-28 shrink-0 text-xs text-muted md:hidden">{columnLabel(cell.column)}</span>
                  <div className="min-w-0">
                    <table.FlexRender cell={cell} />
                  </div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
