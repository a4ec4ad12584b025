import type { ColumnDef } from '@tanstack/react-table';
import * as styles from './ListTable.css';

/** The column of checkboxes that chooses rows for a bulk action; the header's chooses the whole page. */
export function selectionColumn<T>(rowLabel: (row: T) => string): ColumnDef<T> {
  return {
    id: 'select',
    enableHiding: false,
    enableSorting: false,
    header: ({ table }) => (
      <input
        type="checkbox"
        className={styles.checkbox}
        aria-label="Select every row on this page"
        checked={table.getIsAllPageRowsSelected()}
        ref={(input) => {
          if (input) input.indeterminate = table.getIsSomePageRowsSelected();
        }}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        className={styles.checkbox}
        aria-label={`Select ${rowLabel(row.original)}`}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  };
}
