import { DataTable, type DataTableColumn, type DataTableRow, Pagination, Stack } from '@startwise/ui';
import { flexRender, getCoreRowModel, type SortingState, type Updater, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { type QueueRow, queueColumns } from './queue-columns';
import { QUEUE_PAGE_SIZE, type QueueSort } from './queue-search';
import { sortingOf, sortOf } from './queue-sorting';

interface QueueTableProps {
  rows: readonly QueueRow[];
  total: number;
  /** The server stopped counting at `total` ('10,000+'); Next then follows `hasNextPage`. */
  totalIsLowerBound: boolean;
  hasNextPage: boolean;
  page: number;
  sort: QueueSort;
  busy: boolean;
  staffName: (id: string) => string | undefined;
  onSortChange: (sort: QueueSort) => void;
  onPageChange: (page: number) => void;
}

const resolve = <T,>(updater: Updater<T>, current: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;

/**
 * The queue as a data grid: TanStack Table (headless) keeps the columns, the order and the page, all manual — the
 * server sorts and pages — and the kit's DataTable and Pagination draw them.
 */
export function QueueTable({
  rows,
  total,
  totalIsLowerBound,
  hasNextPage,
  page,
  sort,
  busy,
  staffName,
  onSortChange,
  onPageChange,
}: QueueTableProps) {
  const columns = useMemo(() => queueColumns(staffName), [staffName]);
  const sorting = sortingOf(sort);
  const pagination = { pageIndex: page - 1, pageSize: QUEUE_PAGE_SIZE };
  const table = useReactTable({
    data: rows as QueueRow[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    rowCount: total,
    state: { sorting, pagination },
    onSortingChange: (updater) => onSortChange(sortOf(resolve<SortingState>(updater, sorting))),
    onPaginationChange: (updater) => onPageChange(resolve(updater, pagination).pageIndex + 1),
  });

  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const gridColumns: DataTableColumn[] = headers.map((header) => ({
    id: header.column.id,
    header: String(header.column.columnDef.header),
    sortable: header.column.getCanSort(),
    align: header.column.columnDef.meta?.align,
    isRowHeader: header.column.columnDef.meta?.isRowHeader,
    wrap: header.column.columnDef.meta?.wrap,
  }));
  const gridRows: DataTableRow[] = table.getRowModel().rows.map((row) => ({
    id: row.id,
    highlighted: row.original.overdue,
    cells: Object.fromEntries(
      row.getVisibleCells().map((cell) => [cell.column.id, flexRender(cell.column.columnDef.cell, cell.getContext())]),
    ),
  }));
  const [sorted] = table.getState().sorting;

  return (
    <Stack space="medium">
      <DataTable
        caption="Submissions"
        hideCaption
        columns={gridColumns}
        rows={gridRows}
        busy={busy}
        sort={sorted ? { columnId: sorted.id, direction: sorted.desc ? 'descending' : 'ascending' } : null}
        onSortChange={(columnId) => table.getColumn(columnId)?.toggleSorting(undefined, false)}
        emptyMessage="No submissions match these filters."
      />
      <Pagination
        aria-label="Queue pages"
        page={table.getState().pagination.pageIndex + 1}
        pageSize={QUEUE_PAGE_SIZE}
        total={table.getRowCount()}
        totalIsLowerBound={totalIsLowerBound}
        hasNextPage={hasNextPage}
        noun="submissions"
        // Past a capped count the table's page count would stop the page: the address takes it directly.
        onPageChange={(next) => (totalIsLowerBound ? onPageChange(next) : table.setPageIndex(next - 1))}
      />
    </Stack>
  );
}
