import { flexRender, type Header } from '@tanstack/react-table';
import * as styles from './ListTable.css';

const GLYPH = { asc: '↑', desc: '↓' } as const;

/** A sortable column's header: one button that asks the server for the next order (the table decides which). */
export function SortHeader<T>({ header }: { header: Header<T, unknown> }) {
  const sorted = header.column.getIsSorted();
  return (
    <button type="button" className={styles.sortButton} onClick={header.column.getToggleSortingHandler()}>
      {flexRender(header.column.columnDef.header, header.getContext())}
      <span aria-hidden="true">{sorted ? GLYPH[sorted] : '↕'}</span>
    </button>
  );
}
