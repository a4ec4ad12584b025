import { Pagination, Stack } from '@startwise/ui';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowSelectionState,
  type SortingState,
  type Updater,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table';
import { type ReactNode, type RefObject, useState } from 'react';
import { ColumnsMenu } from './ColumnsMenu';
import * as styles from './ListTable.css';
import { SortHeader } from './SortHeader';
import { selectionColumn } from './selection-column';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData, TValue> {
    /** Amounts and counts: lined up at the end at the desk. */
    align?: 'end';
    /** The cell that names the row (a `th scope="row"`), e.g. the customer. */
    isRowHeader?: boolean;
    /** Dates, amounts and badges: never broken across lines at the desk. */
    nowrap?: boolean;
  }
}

export interface ListPaging {
  /** Names the pages' navigation ('Queue pages'). */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  /** The server stopped counting at `total` ('10,000+'); Next then follows `hasNextPage`. */
  totalIsLowerBound?: boolean;
  hasNextPage?: boolean;
  /** 'submissions': 'Showing 1 to 20 of 46 submissions'. */
  noun: string;
  onPageChange: (page: number) => void;
}

interface ListTableOptions<T> {
  /** Names the table ('Submissions'), for screen readers and the pages' navigation. */
  caption: string;
  // biome-ignore lint/suspicious/noExplicitAny: TanStack's column definitions differ in their value type.
  columns: ColumnDef<T, any>[];
  rows: readonly T[];
  /** The next page is on its way while this one stays on screen; a list read whole is never busy. */
  busy?: boolean;
  emptyMessage: string;
  paging?: ListPaging;
  /** The server's order as the table's sorting; omitted, no header sorts. */
  sorting?: { state: SortingState; onChange: (next: SortingState) => void };
  /** Rows that can be chosen for a bulk action; `actions` shows what to do with them. */
  selection?: { state: RowSelectionState; onChange: (next: RowSelectionState) => void; rowLabel: (row: T) => string };
  actions?: ReactNode;
  highlighted?: (row: T) => boolean;
  /** Columns hidden until the member shows them (the Columns menu). */
  hiddenColumns?: readonly string[];
  tableRef?: RefObject<HTMLTableElement | null>;
}

/** Rows with an `id` are known by it unless the list names another key (a catalog row's `_id`). */
type ListTableProps<T> = ListTableOptions<T> &
  (T extends { id: string } ? { getRowId?: (row: T) => string } : { getRowId: (row: T) => string });

// Only a row type with an `id` may leave getRowId out (ListTableProps), so the default reads one.
const ownId = (row: unknown) => (row as { id: string }).id;

const ariaSort = (sortable: boolean, sorted: false | 'asc' | 'desc') =>
  sortable ? (sorted ? ({ asc: 'ascending', desc: 'descending' } as const)[sorted] : 'none') : undefined;

const resolve = <S,>(updater: Updater<S>, current: S): S =>
  typeof updater === 'function' ? (updater as (old: S) => S)(current) : updater;

/**
 * Every list's table: TanStack Table in manual mode (the server filters, orders and pages; the address holds it
 * all), drawn with 40 px rows, a sticky header, a Columns menu to hide columns, and as cards below the desk's
 * width. The empty message sits in the table; loading and failure are ListBody's.
 */
export function ListTable<T>({
  caption,
  columns,
  rows,
  getRowId = ownId,
  busy = false,
  emptyMessage,
  paging,
  sorting,
  selection,
  actions,
  highlighted,
  hiddenColumns,
  tableRef,
}: ListTableProps<T>) {
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>(() =>
    Object.fromEntries((hiddenColumns ?? []).map((id) => [id, false])),
  );
  const allColumns = selection ? [selectionColumn<T>(selection.rowLabel), ...columns] : columns;
  const table = useReactTable({
    data: rows as T[],
    columns: allColumns,
    getCoreRowModel: getCoreRowModel(),
    getRowId,
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    enableMultiSort: false,
    enableSorting: sorting !== undefined,
    enableRowSelection: selection !== undefined,
    state: { columnVisibility, sorting: sorting?.state ?? [], rowSelection: selection?.state ?? {} },
    onColumnVisibilityChange: setColumnVisibility,
    onSortingChange: (updater) => sorting?.onChange(resolve(updater, sorting.state)),
    onRowSelectionChange: (updater) => selection?.onChange(resolve(updater, selection.state)),
  });
  const visible = table.getVisibleLeafColumns();
  return (
    <Stack space="small">
      <div className={styles.toolbar}>
        {actions}
        <span className={styles.spacer} />
        <ColumnsMenu table={table} />
      </div>
      <div className={styles.frame}>
        <table ref={tableRef} className={styles.table} aria-busy={busy || undefined}>
          <caption className={styles.caption}>{caption}</caption>
          <thead className={styles.head}>
            <tr>
              {table.getFlatHeaders().map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={ariaSort(header.column.getCanSort(), header.column.getIsSorted())}
                  className={`${styles.headerCell} ${header.column.columnDef.meta?.align === 'end' ? styles.end : ''}`}
                >
                  {header.column.getCanSort() ? (
                    <SortHeader header={header} />
                  ) : (
                    flexRender(header.column.columnDef.header, header.getContext())
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={styles.body}>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={visible.length} className={styles.empty}>
                  {emptyMessage}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} className={`${styles.row} ${highlighted?.(row.original) ? styles.highlighted : ''}`}>
                  {row.getVisibleCells().map((cell) => {
                    const meta = cell.column.columnDef.meta;
                    const Cell = meta?.isRowHeader ? 'th' : 'td';
                    const header = cell.column.columnDef.header;
                    return (
                      <Cell
                        key={cell.id}
                        scope={meta?.isRowHeader ? 'row' : undefined}
                        className={`${styles.bodyCell} ${meta?.nowrap ? styles.nowrap : ''} ${meta?.align === 'end' ? styles.end : ''}`}
                      >
                        {typeof header === 'string' ? (
                          <span className={styles.cardLabel} aria-hidden="true">
                            {header}
                          </span>
                        ) : null}
                        <span>{flexRender(cell.column.columnDef.cell, cell.getContext())}</span>
                      </Cell>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {paging ? <Pagination aria-label={paging.label} {...paging} /> : null}
    </Stack>
  );
}
