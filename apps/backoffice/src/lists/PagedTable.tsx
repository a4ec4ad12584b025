import { DataTable, type DataTableColumn, type DataTableRow, Pagination, Stack } from '@startwise/ui';

interface PagedTableProps {
  /** The table's name (read by assistive technology, not shown), e.g. 'Audit events'. */
  caption: string;
  columns: DataTableColumn[];
  rows: DataTableRow[];
  /** The next page is loading while this one stays on screen. */
  busy: boolean;
  emptyMessage: string;
  /** The pagination's name, e.g. 'Audit log pages'. */
  pagesLabel: string;
  page: number;
  pageSize: number;
  total: number;
  /** What the rows are, for 'Showing 1 to 50 of 120 events'. */
  noun: string;
  onPageChange: (page: number) => void;
}

/** One page of a server-paged list (no sorting): the kit's DataTable and its Pagination under it. */
export function PagedTable({ caption, columns, rows, busy, emptyMessage, pagesLabel, ...paging }: PagedTableProps) {
  return (
    <Stack space="medium">
      <DataTable caption={caption} hideCaption columns={columns} rows={rows} busy={busy} emptyMessage={emptyMessage} />
      <Pagination aria-label={pagesLabel} {...paging} />
    </Stack>
  );
}
