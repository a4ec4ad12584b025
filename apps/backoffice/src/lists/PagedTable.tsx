import { DataTable, type DataTableColumn, type DataTableRow, Pagination, Stack } from '@startwise/ui';

interface PagedTableProps {
  /** Names the table (hidden: the page's heading says it). */
  caption: string;
  columns: readonly DataTableColumn[];
  rows: readonly DataTableRow[];
  /** The next page is on its way: the rows stay and the table says it is busy. */
  busy: boolean;
  emptyMessage: string;
  /** Names the pages' navigation ('Inbox pages'). */
  pagesLabel: string;
  page: number;
  pageSize: number;
  total: number;
  /** 'messages': 'Showing 1 to 20 of 46 messages'. */
  noun: string;
  /** The server stopped counting at `total` ('10,000+'); Next then follows `hasNextPage`. */
  totalIsLowerBound?: boolean;
  hasNextPage?: boolean;
  onPageChange: (page: number) => void;
}

/** A list screen's page of rows, paged by the server, and the pages under it. */
export function PagedTable({ caption, columns, rows, busy, emptyMessage, pagesLabel, ...paging }: PagedTableProps) {
  return (
    <Stack space="medium">
      <DataTable caption={caption} hideCaption columns={columns} rows={rows} busy={busy} emptyMessage={emptyMessage} />
      <Pagination aria-label={pagesLabel} {...paging} />
    </Stack>
  );
}
