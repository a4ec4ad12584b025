import { formatDayAndTime } from '@startwise/format/staff-dates';
import type { ColumnDef } from '@tanstack/react-table';

/** A list's column of moments ('25 Nov 2026, 11:30 am'), never broken across lines at the desk. */
export const momentColumn = <T>(id: string, header: string, at: (row: T) => string): ColumnDef<T> => ({
  id,
  header,
  meta: { nowrap: true },
  cell: ({ row }) => formatDayAndTime(at(row.original)),
});
