import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { documentCounters } from './tables.js';

const IST_OFFSET_MS = 330 * 60 * 1000;

/** India's financial year (April to March) of an instant, in India time: '2026-27'. */
export function financialYear(at: Date): string {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const startYear = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** Series prefixes; with the year and five digits each number is exactly 16 characters (CGST Rule 46 limit). */
const PREFIX = { invoice: 'SW', 'credit-note': 'CN' } as const;
export type DocumentKind = keyof typeof PREFIX;

/**
 * The next consecutive number of a series, e.g. 'SW/2026-27/00042'. Call it inside the database transaction that
 * records the document: the counter row stays locked until that transaction ends.
 */
export async function nextDocumentNumber(tx: Database, kind: DocumentKind, at: Date): Promise<string> {
  const year = financialYear(at);
  const [row] = await tx
    .insert(documentCounters)
    .values({ series: `${kind}:${year}`, lastNumber: 1 })
    .onConflictDoUpdate({
      target: documentCounters.series,
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentCounters.lastNumber });
  const serial = (row as { lastNumber: number }).lastNumber;
  if (serial > 99_999) throw new Error(`The ${kind} series of ${year} is exhausted`);
  return `${PREFIX[kind]}/${year}/${String(serial).padStart(5, '0')}`;
}
