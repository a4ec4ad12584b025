import { type AnyColumn, asc, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { badRequest } from '../http/http-error.js';

/**
 * Keyset pagination: a page starts after the last row of the page before (`WHERE (k1, k2) > (v1, v2) ORDER BY k1, k2
 * LIMIT n`), so page 500 costs what page 1 costs, where OFFSET reads and drops every row before it. The cursor
 * carries the last row's sort keys as PostgreSQL printed them (microseconds included: a JavaScript Date would round
 * them and repeat or skip rows), the order it belongs to, and the number of the page it opens.
 */

/** The SQL types a key may have; each decoded value is checked against its type before it reaches SQL. */
type KeyType = 'timestamptz' | 'date' | 'uuid' | 'text' | 'int' | 'bool';

export interface KeysetKey {
  expression: AnyColumn | SQLWrapper;
  type: KeyType;
}

/**
 * An order that keyset pagination can resume: every key in the same direction (an expression flips one that reads
 * the other way, e.g. `-price`), the last one unique (the id). A list's index covers the same keys in the same order.
 */
export interface Keyset {
  /** Names the order inside cursors, so a cursor of one order is refused by another. */
  name: string;
  keys: readonly KeysetKey[];
  direction: 'asc' | 'desc';
}

interface CursorContent {
  order: string;
  page: number;
  values: unknown[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function fits(type: KeyType, value: unknown): boolean {
  switch (type) {
    case 'timestamptz':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value));
    case 'date':
      return typeof value === 'string' && (DATE.test(value) || value === 'infinity');
    case 'uuid':
      return typeof value === 'string' && UUID.test(value);
    case 'text':
      return typeof value === 'string';
    case 'int':
      return Number.isSafeInteger(value);
    case 'bool':
      return typeof value === 'boolean';
  }
}

const invalidCursor = () => {
  const message = 'This cursor does not belong to this list; start again from the first page';
  return badRequest(message, [{ field: 'cursor', message }]);
};

/** The cursor's content, or a 400 when it was not made by `keyset` (tampered, or from another list or order). */
export function decodeCursor(keyset: Keyset, cursor: string): CursorContent {
  let content: Partial<CursorContent>;
  try {
    content = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const { order, page, values } = content ?? {};
  if (
    order !== keyset.name ||
    !Number.isSafeInteger(page) ||
    (page as number) < 2 ||
    !Array.isArray(values) ||
    values.length !== keyset.keys.length ||
    !keyset.keys.every((key, index) => fits(key.type, values[index]))
  ) {
    throw invalidCursor();
  }
  return { order, page: page as number, values };
}

/** ORDER BY for the keyset. */
export const keysetOrder = (keyset: Keyset): SQL[] =>
  keyset.keys.map((key) => (keyset.direction === 'asc' ? asc(key.expression) : desc(key.expression)));

/** The rows after the cursor's row, in the keyset's order (a row comparison, which an index on the keys serves). */
export function keysetAfter(keyset: Keyset, values: unknown[]): SQL {
  const keys = sql.join(
    keyset.keys.map((key) => sql`${key.expression}`),
    sql`, `,
  );
  const bound = sql.join(
    keyset.keys.map((key, index) => sql`cast(${values[index]} as ${sql.raw(key.type)})`),
    sql`, `,
  );
  return keyset.direction === 'asc' ? sql`(${keys}) > (${bound})` : sql`(${keys}) < (${bound})`;
}

/** A column to select with each row: its sort keys as PostgreSQL prints them, for the next cursor. */
export const keysetValues = (keyset: Keyset): SQL<string> =>
  sql<string>`json_build_array(${sql.join(
    keyset.keys.map((key) => sql`${key.expression}`),
    sql`, `,
  )})::text`;

/** The cursor that opens page `page`, after the row whose keys `keysetValues` selected. */
export function encodeCursor(keyset: Keyset, page: number, valuesJson: string): string {
  const content: CursorContent = { order: keyset.name, page, values: JSON.parse(valuesJson) };
  return Buffer.from(JSON.stringify(content), 'utf8').toString('base64url');
}
