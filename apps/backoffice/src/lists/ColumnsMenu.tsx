import { Icon } from '@startwise/ui';
import type { Table } from '@tanstack/react-table';
import { Button, Menu, MenuTrigger, Popover } from 'react-aria-components';
import { CheckedOption } from './CheckedOption';
import * as chips from './FilterChips.css';
import * as styles from './ListTable.css';

/** Which columns the table shows (the desk's table only: a phone's cards show every value). */
export function ColumnsMenu<T>({ table }: { table: Table<T> }) {
  const columns = table.getAllLeafColumns().filter((column) => column.getCanHide());
  const shown = columns.filter((column) => column.getIsVisible()).map((column) => column.id);
  return (
    <span className={styles.columnsMenu}>
      <MenuTrigger>
        <Button className={chips.chip}>
          Columns
          <Icon name="chevronDown" />
        </Button>
        <Popover placement="bottom end" className={chips.popover}>
          <Menu
            aria-label="Columns"
            className={chips.menu}
            selectionMode="multiple"
            selectedKeys={shown}
            // The last shown column stays: a table of no columns says nothing.
            disabledKeys={shown.length === 1 ? shown : []}
            onSelectionChange={(keys) => {
              if (keys === 'all') return;
              table.setColumnVisibility(Object.fromEntries(columns.map((column) => [column.id, keys.has(column.id)])));
            }}
          >
            {columns.map((column) => {
              const header = column.columnDef.header;
              const label = typeof header === 'string' ? header : column.id;
              return <CheckedOption key={column.id} id={column.id} label={label} />;
            })}
          </Menu>
        </Popover>
      </MenuTrigger>
    </span>
  );
}
