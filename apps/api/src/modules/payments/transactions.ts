import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { paymentRefunds, paymentTransactions, type RefundRow, type TransactionRow } from './tables.js';
import { type TransactionView, transactionView } from './transaction-view.js';

/** A customer's own transaction; undefined for another customer's or an unknown id. */
export async function findCustomerTransaction(
  db: Database,
  userId: string,
  transactionId: string,
): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.id, transactionId), eq(paymentTransactions.userId, userId)));
  return row;
}

/** The refunds of these transactions, oldest first (the order their credit notes were issued in is by number). */
export async function refundsOf(db: Database, transactionIds: string[]): Promise<RefundRow[]> {
  if (transactionIds.length === 0) return [];
  return db
    .select()
    .from(paymentRefunds)
    .where(inArray(paymentRefunds.transactionId, transactionIds))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
}

/** Transactions as the contract shows them, with their credit notes (one query for all of them). */
export async function transactionViews(db: Database, rows: TransactionRow[]): Promise<TransactionView[]> {
  const refunds = await refundsOf(
    db,
    rows.filter((row) => row.refundedPaise > 0).map((row) => row.id),
  );
  return rows.map((row) => transactionView(row, refunds));
}

/** One transaction as the contract shows it, with its credit notes. */
export async function transactionViewOf(db: Database, row: TransactionRow): Promise<TransactionView> {
  return transactionView(row, row.refundedPaise > 0 ? await refundsOf(db, [row.id]) : []);
}

/** The latest transaction of each submission that has one, as the contract shows it (submission pages). */
export async function latestTransactionsOf(
  db: Database,
  submissionIds: string[],
): Promise<Map<string, TransactionView>> {
  const latest = new Map<string, TransactionRow>();
  if (submissionIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(paymentTransactions)
    .where(inArray(paymentTransactions.submissionId, submissionIds))
    .orderBy(desc(paymentTransactions.createdAt));
  for (const row of rows) if (!latest.has(row.submissionId)) latest.set(row.submissionId, row);
  const views = await transactionViews(db, [...latest.values()]);
  return new Map(views.map((view) => [view.submissionId, view]));
}

/** A customer's own refund with its transaction (a credit note's source); undefined for another customer's. */
export async function findCustomerCreditNote(db: Database, userId: string, refundId: string) {
  const [row] = await db
    .select({ refund: paymentRefunds, transaction: paymentTransactions })
    .from(paymentRefunds)
    .innerJoin(paymentTransactions, eq(paymentTransactions.id, paymentRefunds.transactionId))
    .where(and(eq(paymentRefunds.id, refundId), eq(paymentTransactions.userId, userId)));
  return row;
}

/** Any customer's refund of this transaction with the transaction (back office); undefined when they do not match. */
export async function findRefundForStaff(db: Database, transactionId: string, refundId: string) {
  const [row] = await db
    .select({ refund: paymentRefunds, transaction: paymentTransactions })
    .from(paymentRefunds)
    .innerJoin(paymentTransactions, eq(paymentTransactions.id, paymentRefunds.transactionId))
    .where(and(eq(paymentRefunds.id, refundId), eq(paymentTransactions.id, transactionId)));
  return row;
}

/** The processed refunds of a submission's payments with their credit notes, oldest first (its progress timeline). */
export async function processedRefundsOfSubmission(db: Database, submissionId: string) {
  const rows = await db
    .select({
      amountPaise: paymentRefunds.amountPaise,
      creditNoteNumber: paymentRefunds.creditNoteNumber,
      processedAt: paymentRefunds.creditNotedAt,
    })
    .from(paymentRefunds)
    .innerJoin(paymentTransactions, eq(paymentTransactions.id, paymentRefunds.transactionId))
    .where(and(eq(paymentTransactions.submissionId, submissionId), eq(paymentRefunds.status, 'processed')))
    .orderBy(asc(paymentRefunds.creditNotedAt), asc(paymentRefunds.creditNoteNumber));
  return rows.flatMap(({ amountPaise, creditNoteNumber, processedAt }) =>
    creditNoteNumber && processedAt ? [{ amountPaise, creditNoteNumber, processedAt }] : [],
  );
}
