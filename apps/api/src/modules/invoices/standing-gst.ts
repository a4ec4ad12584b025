import { inArray, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database.js';
import type { GstHeads } from './gst.js';
import { issuedDocuments as d } from './tables.js';

/** A head of the issued documents added up by the database: invoices add, credit notes take away. */
const standing = (column: AnyPgColumn) =>
  sql<string>`coalesce(sum(case when ${d.kind} = 'invoice' then ${column} else -${column} end), 0)`;

const heads = { cgst: standing(d.cgstPaise), sgst: standing(d.sgstPaise), igst: standing(d.igstPaise) };

const numbers = (row: { cgst: string; sgst: string; igst: string }): GstHeads => ({
  cgst: Number(row.cgst),
  sgst: Number(row.sgst),
  igst: Number(row.igst),
});

/**
 * The GST still standing (each invoice less its credit notes) of the transactions `transactionIds` (a subquery)
 * selects, in one statement over the figures the documents were issued with, so it agrees with the PDFs to the paisa.
 */
export async function standingGstOf(db: Database, transactionIds: SQLWrapper): Promise<GstHeads> {
  const [row] = await db.select(heads).from(d).where(inArray(d.transactionId, transactionIds));
  return numbers(row ?? { cgst: '0', sgst: '0', igst: '0' });
}

/** The same, for each of those transactions that has an invoice (one statement). */
export async function standingGstByTransaction(db: Database, transactionIds: SQLWrapper) {
  const rows = await db
    .select({ transactionId: d.transactionId, ...heads })
    .from(d)
    .where(inArray(d.transactionId, transactionIds))
    .groupBy(d.transactionId);
  return new Map(rows.map(({ transactionId, ...row }) => [transactionId, numbers(row)]));
}
