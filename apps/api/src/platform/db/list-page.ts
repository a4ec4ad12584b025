import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from './database.js';
import { decodeCursor, encodeCursor, type Keyset, keysetAfter } from './keyset.js';

/**
 * One page of a list, whatever its depth: `cursor` (the previous answer's `nextCursor`) resumes after its row; `page`
 * still opens shallow pages by offset. Counting stops at TOTAL_CAP, so a total never scans a whole table.
 */
export interface ListPageRequest {
  page: number;
  limit: number;
  cursor?: string;
}

/** Counting stops here: beyond it the answer says "10,000+" (`totalIsLowerBound`). */
export const TOTAL_CAP = 10_000;

export interface PageStart {
  /** Only rows after the cursor's row (undefined on an offset page). */
  after: SQL | undefined;
  offset: number;
  page: number;
  /** One row more than the page, to know whether a next page exists. */
  fetch: number;
}

/** Where a page starts, from its cursor (checked against `keyset`) or its page number. */
export function pageStart(keyset: Keyset, request: ListPageRequest): PageStart {
  const fetch = request.limit + 1;
  if (request.cursor) {
    const cursor = decodeCursor(keyset, request.cursor);
    return { after: keysetAfter(keyset, cursor.values), offset: 0, page: cursor.page, fetch };
  }
  return {
    after: undefined,
    offset: Math.min((request.page - 1) * request.limit, Number.MAX_SAFE_INTEGER),
    page: request.page,
    fetch,
  };
}

/** The page's rows (without the extra one) and the cursor of the page after it, null on the last page. */
export function pageRows<Row extends { cursorKeys: string }>(
  keyset: Keyset,
  start: PageStart,
  fetched: Row[],
): { rows: Row[]; nextCursor: string | null } {
  const rows = fetched.slice(0, start.fetch - 1);
  const last = rows.at(-1);
  const hasMore = fetched.length === start.fetch;
  return { rows, nextCursor: hasMore && last ? encodeCursor(keyset, start.page + 1, last.cursorKeys) : null };
}

export interface CappedCount {
  total: number;
  totalIsLowerBound: boolean;
}

/** How many rows `matching` selects, counting at most TOTAL_CAP + 1 of them. */
export async function cappedCount(db: Database, matching: SQLWrapper): Promise<CappedCount> {
  const result = (await db.execute(
    sql`select count(*)::int as n from (${matching} limit ${TOTAL_CAP + 1}) as capped`,
  )) as unknown as { rows: { n: number }[] };
  const counted = Number(result.rows[0]?.n ?? 0);
  return { total: Math.min(counted, TOTAL_CAP), totalIsLowerBound: counted > TOTAL_CAP };
}

/** The contract's Pagination of a keyset list. */
export function listPagination(count: CappedCount, start: PageStart, limit: number, nextCursor: string | null) {
  return {
    total: count.total,
    totalIsLowerBound: count.totalIsLowerBound,
    page: start.page,
    limit,
    pages: Math.ceil(count.total / limit),
    nextCursor,
  };
}
