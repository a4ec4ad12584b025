import type { ReactNode } from 'react';
import { visuallyHidden } from '../../css/reset.css';
import type { TableAlign } from '../Table/Table.css';
import * as styles from './DataTable.css';

export const sortDirections = ['ascending', 'descending'] as const;
export type SortDirection = (typeof sortDirections)[number];

export interface DataTableColumn {
  id: string;
  header: string;
  /** Offers ordering by this column: the header becomes a button and the column reports `aria-sort`. */
  sortable?: boolean;
  /** `end` for amounts and counts. */
  align?: TableAlign;
  /** The cell that names the row (a `th scope="row"`), e.g. the customer. */
  isRowHeader?: boolean;
  /** Long text (a service name, a summary) wraps; other cells keep dates and amounts on one line. */
  wrap?: boolean;
}

export interface DataTableRow {
  id: string;
  /** The content of each column's cell, by column id. */
  cells: Readonly<Record<string, ReactNode>>;
  /** Needs attention (overdue): drawn with a caution edge. Say why in a cell too; colour alone tells nobody. */
  highlighted?: boolean;
}

export interface DataTableSort {
  columnId: string;
  direction: SortDirection;
}

export interface DataTableProps {
  /** Names the table (visually hidden with `hideCaption` when a heading above already says it). */
  caption: string;
  hideCaption?: boolean;
  columns: readonly DataTableColumn[];
  rows: readonly DataTableRow[];
  /** The order the rows are in, when it is one of the columns'. */
  sort?: DataTableSort | null;
  /** A sortable header was pressed: the app decides the next order (usually from its table state). */
  onSortChange?: (columnId: string) => void;
  /** New rows are on their way: the current ones stay, a bar sweeps the top edge, the table reports `aria-busy`. */
  busy?: boolean;
  /** Shown in one full-width cell when there are no rows. */
  emptyMessage?: ReactNode;
}

function SortGlyph({ direction }: { direction: SortDirection | undefined }) {
  const up = 'M8 10l4-4 4 4';
  const down = 'M8 14l4 4 4-4';
  const paths = direction === 'ascending' ? [up] : direction === 'descending' ? [down] : [up, down];
  return (
    <svg
      viewBox="0 0 24 24"
      className={`${styles.sortGlyph} ${direction ? '' : styles.sortGlyphIdle}`}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/**
 * A table of records an operator works through, ordered, filtered and paged by the server: the WAI-ARIA sortable
 * table pattern (a real `table`; sortable headers are buttons and report `aria-sort`). It holds no state: the app
 * keeps the order and the page (a headless table library, the address bar) and passes them in.
 */
export function DataTable({
  caption,
  hideCaption = false,
  columns,
  rows,
  sort,
  onSortChange,
  busy = false,
  emptyMessage,
}: DataTableProps) {
  return (
    <div className={styles.frame}>
      {busy ? (
        <div className={styles.busyClip} aria-hidden="true">
          <div className={styles.busyBar} />
        </div>
      ) : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable for keyboard scrolling. */}
      <section className={styles.scroller} tabIndex={0} aria-label={caption}>
        <table className={styles.table} aria-busy={busy || undefined}>
          <caption className={hideCaption ? visuallyHidden : styles.caption}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const direction = sort?.columnId === column.id ? sort.direction : undefined;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={column.sortable ? (direction ?? 'none') : undefined}
                    className={`${styles.header} ${styles.align[column.align ?? 'start']}`}
                  >
                    {column.sortable && onSortChange ? (
                      <button type="button" className={styles.sortButton} onClick={() => onSortChange(column.id)}>
                        {column.header}
                        <SortGlyph direction={direction} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
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
                <tr key={row.id} className={row.highlighted ? styles.highlightedRow : styles.row}>
                  {columns.map((column) =>
                    column.isRowHeader ? (
                      <th key={column.id} scope="row" className={styles.rowHeader}>
                        {row.cells[column.id]}
                      </th>
                    ) : (
                      <td
                        key={column.id}
                        className={`${column.wrap ? styles.wrappingCell : styles.cell} ${styles.align[column.align ?? 'start']}`}
                      >
                        {row.cells[column.id]}
                      </td>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
    </div>
  );
}
