import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { paymentTransactions, type TransactionRow } from './tables.js';
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

/** The latest transaction of each submission that has one, as the contract shows it (submission pages). */
export async function latestTransactionsOf(
  db: Database,
  submissionIds: string[],
): Promise<Map<string, TransactionView>> {
  const latest = new Map<string, TransactionView>();
  if (submissionIds.length === 0) return latest;
  const rows = await db
    .select()
    .from(paymentTransactions)
    .where(inArray(paymentTransactions.submissionId, submissionIds))
    .orderBy(desc(paymentTransactions.createdAt));
  for (const row of rows) if (!latest.has(row.submissionId)) latest.set(row.submissionId, transactionView(row));
  return latest;
}
