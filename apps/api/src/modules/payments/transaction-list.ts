import { count, desc, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { adminTransactionRows } from './admin-transaction-rows.js';
import { paymentTransactions as t } from './tables.js';
import { type TransactionListFilters, transactionConditions } from './transaction-filters.js';
import { standingGstOfMatching, sumGst } from './transaction-gst.js';
import { CAPTURED_STATUSES } from './transaction-status.js';

const NEWEST_FIRST = [desc(t.createdAt), desc(t.id)];

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
 * and refunded), refunded (processed refunds), net, and the GST standing in the net by head.
 */
export async function adminTransactionList(
  db: Database,
  supplierState: string,
  filters: TransactionListFilters,
  page: number,
  limit: number,
) {
  const where = transactionConditions(db, filters);
  const [rows, totals, gst] = await Promise.all([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(limit)
      .offset((page - 1) * limit),
    sums(db, where),
    standingGstOfMatching(db, supplierState, where),
  ]);
  const net = sumGst(gst.values());
  return {
    transactions: await adminTransactionRows(db, rows),
    totals: {
      count: totals.count,
      capturedPaise: totals.captured,
      refundedPaise: totals.refunded,
      netPaise: totals.captured - totals.refunded,
      gst: { cgstPaise: net.cgst, sgstPaise: net.sgst, igstPaise: net.igst },
    },
    pagination: { total: totals.count, page, limit, pages: Math.ceil(totals.count / limit) },
  };
}

/** Every match, newest first, with each one's standing GST (zero for one that took no money). */
export async function allMatchingTransactions(db: Database, supplierState: string, filters: TransactionListFilters) {
  const where = transactionConditions(db, filters);
  const [rows, gst] = await Promise.all([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(...NEWEST_FIRST),
    standingGstOfMatching(db, supplierState, where),
  ]);
  const none = { cgst: 0, sgst: 0, igst: 0 };
  const views = await adminTransactionRows(db, rows);
  return views.map((view) => ({ ...view, gst: gst.get(view.id) ?? none }));
}
