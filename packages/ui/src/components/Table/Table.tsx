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
}

/**
 * A semantic data table (`table`/`th scope`) for reading records. It is not a grid: cells are not
 * focusable one by one, Tab moves through the buttons and links inside rows. On narrow screens the
 * table scrolls sideways in a focusable, labelled region.
 */
export function Table<Row>({ caption, hideCaption = false, columns, rows, getRowKey, emptyMessage }: TableProps<Row>) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable for keyboard scrolling.
    <section className={styles.scroller} tabIndex={0} aria-label={caption}>
      <table className={styles.table}>
        <caption className={hideCaption ? visuallyHidden : styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={`${styles.headerCell} ${styles.align[column.align ?? 'start']}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && emptyMessage ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {emptyMessage}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={getRowKey(row)} className={styles.row}>
                {columns.map((column) => {
                  const className = `${styles.bodyCell} ${styles.align[column.align ?? 'start']}`;
                  return column.isRowHeader ? (
                    <th key={column.id} scope="row" className={styles.rowHeaderCell}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.id} className={className}>
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
