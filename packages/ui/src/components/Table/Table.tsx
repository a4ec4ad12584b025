import type { ReactNode } from 'react';
import { visuallyHidden } from '../../css/reset.css';
import * as styles from './Table.css';

export interface TableColumn<Row> {
  id: string;
  header: string;
  /** The cell content for a row. */
  cell: (row: Row) => ReactNode;
  /** `end` for amounts and numbers. */
  align?: styles.TableAlign;
  /** Marks the column whose cell names the row (a `th` with `scope="row"`), e.g. the service name. */
  isRowHeader?: boolean;
}

export interface TableProps<Row> {
  /** Names the table (shown above it unless `hideCaption`), e.g. 'My Services'. */
  caption: string;
  hideCaption?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string;
  /** Shown in a single full-width cell when `rows` is empty, e.g. 'No transactions found'. */
  emptyMessage?: ReactNode;
  /**
   * On a phone, read each row as a card (its row header, then each cell after its column's name) instead of a
   * table that scrolls sideways. For short records a customer scans (their applications, their payments).
   */
  stackOnMobile?: boolean;
}

/**
 * A semantic data table (`table`/`th scope`) for reading records. It is not a grid: cells are not
 * focusable one by one, Tab moves through the buttons and links inside rows. On narrow screens the
 * table scrolls sideways in a focusable, labelled region, or with `stackOnMobile` reads as a card per row.
 */
export function Table<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowKey,
  emptyMessage,
  stackOnMobile = false,
}: TableProps<Row>) {
  // A stacked table's elements are display:block on a phone, which drops their table semantics in some browsers:
  // explicit roles keep them a table for assistive technology.
  const role = (name: string) => (stackOnMobile ? name : undefined);
  return (
    <section
      className={`${styles.scroller}${stackOnMobile ? ` ${styles.stacked}` : ''}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable for keyboard scrolling.
      tabIndex={0}
      aria-label={caption}
    >
      <table className={styles.table} role={role('table')}>
        <caption className={hideCaption ? visuallyHidden : styles.caption}>{caption}</caption>
        <thead role={role('rowgroup')}>
          <tr role={role('row')}>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                role={role('columnheader')}
                className={`${styles.headerCell} ${styles.align[column.align ?? 'start']}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role={role('rowgroup')}>
          {rows.length === 0 && emptyMessage ? (
            <tr role={role('row')}>
              <td colSpan={columns.length} className={styles.empty} role={role('cell')}>
                {emptyMessage}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={getRowKey(row)} className={styles.row} role={role('row')}>
                {columns.map((column) => {
                  const className = `${styles.bodyCell} ${styles.align[column.align ?? 'start']}`;
                  return column.isRowHeader ? (
                    <th key={column.id} scope="row" className={styles.rowHeaderCell} role={role('rowheader')}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td
                      key={column.id}
                      className={className}
                      role={role('cell')}
                      data-label={stackOnMobile ? column.header : undefined}
                    >
                      {column.cell(row)}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
