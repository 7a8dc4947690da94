import { Link } from '@inertiajs/react';
import { createColumnHelper, rowSortingFeature, tableFeatures, useTable, type ColumnDef, type RowData, type SortingState, type Updater } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { PaginationMeta } from '#server/http/pagination.rules';
import type { SortDirection } from '#server/http/list-query.schemas';

// The staff lists' table (docs/decisions/071): TanStack Table (headless) keeps the columns, header groups and sort
// state; the server sorts and pages (manualSorting), so a sort change becomes a visit with the new query string.

export const dataTableFeatures = tableFeatures({ rowSortingFeature });
export type DataTableFeatures = typeof dataTableFeatures;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column has its own value type (as helper.columns() returns)
export type DataTableColumn<Row extends RowData> = ColumnDef<DataTableFeatures, Row, any>;
export const dataTableColumns = <Row extends RowData>() => createColumnHelper<DataTableFeatures, Row>();

export interface DataTableSort {
  column: string;
  direction: SortDirection;
}

interface DataTableProps<Row extends RowData> {
  caption: string;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  sort: DataTableSort;
  /** Called with the column to sort by; a second click on the sorted column flips the direction. */
  onSort: (sort: DataTableSort) => void;
  /** Columns shown right-aligned (amounts, counts). */
  numeric?: string[];
  empty: ReactNode;
}

function resolve<T>(updater: Updater<T>, previous: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(previous) : updater;
}

export function DataTable<Row extends RowData>({ caption, columns, rows, rowKey, sort, onSort, numeric = [], empty }: DataTableProps<Row>) {
  const sorting: SortingState = [{ id: sort.column, desc: sort.direction === 'desc' }];
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows,
    getRowId: (row) => rowKey(row),
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: true,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = resolve(updater, sorting)[0];
      if (next) onSort({ column: next.id, direction: next.desc ? 'desc' : 'asc' });
    },
  });

  if (rows.length === 0) return <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">{empty}</div>;

  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const align = numeric.includes(header.column.id) ? 'text-right' : '';
                const sorted = header.column.getIsSorted();
                const canSort = header.column.getCanSort();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={`px-3 py-2.5 font-semibold whitespace-nowrap ${align}`}
                    aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {header.isPlaceholder ? null : canSort ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className={`inline-flex items-center gap-1 rounded hover:text-brand-800 ${align ? 'flex-row-reverse' : ''}`}
                      >
                        <table.FlexRender header={header} />
                        <span aria-hidden="true" className={sorted ? 'text-brand-700' : 'text-slate-300'}>
                          {sorted === 'asc' ? '▲' : '▼'}
                        </span>
                        <span className="sr-only">
                          {sorted ? `, sorted ${sorted === 'asc' ? 'ascending' : 'descending'}; activate to reverse` : ', activate to sort'}
                        </span>
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
        <tbody className="divide-y divide-slate-100">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="align-top hover:bg-slate-50/70">
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={`px-3 py-2.5 ${numeric.includes(cell.column.id) ? 'text-right whitespace-nowrap' : ''}`}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "Showing 1 to 25 of 1,234" and the page links the server made (each keeps the list's query string). */
export function DataTablePagination({ meta, noun }: { meta: PaginationMeta; noun: string }) {
  return (
    <div className="mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-slate-600" aria-live="polite">
        {meta.total > 0 ? `Showing ${meta.from} to ${meta.to} of ${meta.total.toLocaleString('en-US')} ${noun}` : `No ${noun}`}
      </p>
      {meta.last_page > 1 ? (
        <nav aria-label="Pages">
          <ul className="flex flex-wrap items-center gap-1">
            {meta.links.map((link) => (
              <li key={`${link.label}-${link.url ?? 'none'}`}>
                {link.url ? (
                  <Link
                    href={link.url}
                    preserveScroll
                    aria-current={link.active ? 'page' : undefined}
                    className={
                      'inline-flex min-h-9 min-w-9 items-center justify-center rounded-lg border px-2.5 text-sm font-semibold ' +
                      (link.active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50')
                    }
                  >
                    {link.label}
                  </Link>
                ) : (
                  <span className="inline-flex min-h-9 items-center px-2.5 text-sm text-slate-400">{link.label}</span>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
