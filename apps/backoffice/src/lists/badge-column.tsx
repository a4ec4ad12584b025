import type { ColumnDef } from '@tanstack/react-table';
import type { ComponentType } from 'react';

/** A list's column of a status shown as its badge ('Paid', 'Draft'), never broken across lines; not sortable. */
export const badgeColumn = <T, S>(
  id: string,
  header: string,
  Badge: ComponentType<{ status: S }>,
  statusOf: (row: T) => S,
): ColumnDef<T> => ({
  id,
  header,
  meta: { nowrap: true },
  cell: ({ row }) => <Badge status={statusOf(row.original)} />,
});
