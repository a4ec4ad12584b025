import type { Table } from '@tanstack/react-table';
import { ChipMenu } from './ChipMenu';
import * as styles from './ListTable.css';

/** Which columns the table shows (the desk's table only: a phone's cards show every value). */
export function ColumnsMenu<T>({ table }: { table: Table<T> }) {
  const columns = table.getAllLeafColumns().filter((column) => column.getCanHide());
  const shown = columns.filter((column) => column.getIsVisible()).map((column) => column.id);
  return (
    <span className={styles.columnsMenu}>
      <ChipMenu
        face="Columns"
        menuLabel="Columns"
        options={columns.map((column) => {
          const header = column.columnDef.header;
          return { id: column.id, label: typeof header === 'string' ? header : column.id };
        })}
        selectionMode="multiple"
        selectedKeys={shown}
        // The last shown column stays: a table of no columns says nothing.
        disabledKeys={shown.length === 1 ? shown : []}
        onSelectionChange={(keys) => {
          if (keys === 'all') return;
          table.setColumnVisibility(Object.fromEntries(columns.map((column) => [column.id, keys.has(column.id)])));
        }}
      />
    </span>
  );
}
