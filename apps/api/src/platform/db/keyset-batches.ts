import type { SQL } from 'drizzle-orm';
import { type Keyset, keysetAfter } from './keyset.js';

/** Rows an export reads at a time: large enough for few round trips, small enough to keep memory flat. */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * Every row of a list in `keyset` order, a batch at a time: `fetch` reads up to `limit` rows after `after` (undefined
 * for the first batch), selecting `keysetValues(keyset)` as `cursorKeys`. Each batch resumes where the last ended,
 * through the list's index, so the 1,000th batch costs what the first did.
 */
export async function* keysetBatches<Row extends { cursorKeys: string }>(
  keyset: Keyset,
  fetch: (after: SQL | undefined, limit: number) => Promise<Row[]>,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row[]> {
  let after: SQL | undefined;
  for (;;) {
    const rows = await fetch(after, batchSize);
    const last = rows.at(-1);
    if (last) yield rows;
    if (!last || rows.length < batchSize) return;
    after = keysetAfter(keyset, JSON.parse(last.cursorKeys));
  }
}
