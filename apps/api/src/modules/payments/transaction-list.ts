import { and, count, inArray, type SQL, sql } from 'drizzle-orm';
import { isAnyOf } from '../../platform/db/any-of.js';
import type { Database } from '../../platform/db/database.js';
import { type Keyset, keysetOrder, keysetValues } from '../../platform/db/keyset.js';
import { keysetBatches } from '../../platform/db/keyset-batches.js';
import { type ListPageRequest, listPagination, pageRows, pageStart } from '../../platform/db/list-page.js';
import { adminTransactionRows } from './admin-transaction-rows.js';
import type { PaymentDocuments } from './settlement-steps.js';
import { paymentTransactions as t } from './tables.js';
import { type TransactionListFilters, transactionConditions } from './transaction-filters.js';
import { CAPTURED_STATUSES } from './transaction-status.js';

/** Newest first; the index payment_transactions_created_id_idx serves it (and the export's batches). */
export const TRANSACTIONS_NEWEST_FIRST: Keyset = {
  name: 'payments-newest',
  keys: [
    { expression: t.createdAt, type: 'timestamptz' },
    { expression: t.id, type: 'uuid' },
  ],
  direction: 'desc',
};

/** The ids of the paid transactions `where` matches, as a subquery for the invoices module's sums. */
const paidMatching = (db: Database, where: SQL | undefined) =>
  db
    .select({ id: t.id })
    .from(t)
    .where(and(where, inArray(t.status, [...CAPTURED_STATUSES])));

/** Count, captured and refunded paise of every match, summed by the database. */
async function sums(db: Database, where: SQL | undefined) {
  const [row] = await db
    .select({
      count: count(),
      captured: sql<string>`coalesce(sum(${t.amountPaise}) filter (where ${inArray(t.status, [...CAPTURED_STATUSES])}), 0)`,
      refunded: sql<string>`coalesce(sum(${t.refundedPaise}), 0)`,
    })
    .from(t)
    .where(where);
  return { count: row?.count ?? 0, captured: Number(row?.captured ?? 0), refunded: Number(row?.refunded ?? 0) };
}

/**
 * One page of every customer's transactions, newest first, with the totals of ALL the matches: captured (successful
 * and refunded), refunded (processed refunds), net, and the GST standing in the net by head (from the documents
 * as issued, summed by the database).
 */
export async function adminTransactionList(
  db: Database,
  documents: PaymentDocuments,
  filters: TransactionListFilters,
  request: ListPageRequest,
) {
  const where = transactionConditions(db, filters);
  const start = pageStart(TRANSACTIONS_NEWEST_FIRST, request);
  const [fetched, totals, net] = await Promise.all([
    db
      .select({ transaction: t, cursorKeys: keysetValues(TRANSACTIONS_NEWEST_FIRST) })
      .from(t)
      .where(and(where, start.after))
      .orderBy(...keysetOrder(TRANSACTIONS_NEWEST_FIRST))
      .limit(start.fetch)
      .offset(start.offset),
    sums(db, where),
    documents.standingGstOf(db, paidMatching(db, where)),
  ]);
  const { rows, nextCursor } = pageRows(TRANSACTIONS_NEWEST_FIRST, start, fetched);
  return {
    transactions: await adminTransactionRows(
      db,
      rows.map((row) => row.transaction),
    ),
    totals: {
      count: totals.count,
      capturedPaise: totals.captured,
      refundedPaise: totals.refunded,
      netPaise: totals.captured - totals.refunded,
      gst: { cgstPaise: net.cgst, sgstPaise: net.sgst, igstPaise: net.igst },
    },
    // The totals add up every match anyway, so this count is exact.
    pagination: listPagination({ total: totals.count, totalIsLowerBound: false }, start, request.limit, nextCursor),
  };
}

/**
 * Every match, newest first, a batch at a time, with each one's standing GST (zero for one that took no money): the
 * export reads them in keyset batches, so it holds one batch whatever the number of matches.
 */
export async function* matchingTransactionBatches(
  db: Database,
  documents: PaymentDocuments,
  filters: TransactionListFilters,
) {
  const where = transactionConditions(db, filters);
  const none = { cgst: 0, sgst: 0, igst: 0 };
  const batches = keysetBatches(TRANSACTIONS_NEWEST_FIRST, (after, limit) =>
    db
      .select({ transaction: t, cursorKeys: keysetValues(TRANSACTIONS_NEWEST_FIRST) })
      .from(t)
      .where(and(where, after))
      .orderBy(...keysetOrder(TRANSACTIONS_NEWEST_FIRST))
      .limit(limit),
  );
  for await (const batch of batches) {
    const rows = batch.map((row) => row.transaction);
    const ofBatch = isAnyOf(
      t.id,
      rows.map((row) => row.id),
    );
    const [views, gst] = await Promise.all([
      adminTransactionRows(db, rows),
      documents.standingGstByTransaction(db, paidMatching(db, and(where, ofBatch))),
    ]);
    yield views.map((view) => ({ ...view, gst: gst.get(view.id) ?? none }));
  }
}
