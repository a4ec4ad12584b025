import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { GstHeads } from '../invoices/gst.js';
import { type InvoicedTransaction, standingGstOf } from '../invoices/standing-gst.js';
import { paymentRefunds, paymentTransactions as t } from './tables.js';
import { CAPTURED_STATUSES } from './transaction-status.js';

/**
 * The GST still standing (invoice less credit notes) of every paid transaction `where` matches, by transaction id;
 * the invoices module works it out as its documents print it. Two statements whatever the number of matches.
 */
export async function standingGstOfMatching(
  db: Database,
  supplierState: string,
  where: SQL | undefined,
): Promise<Map<string, GstHeads>> {
  const paid = and(where, inArray(t.status, [...CAPTURED_STATUSES]));
  const [transactions, credited] = await Promise.all([
    db.select({ id: t.id, userId: t.userId, amountPaise: t.amountPaise }).from(t).where(paid),
    db
      .select({ transactionId: paymentRefunds.transactionId, amountPaise: paymentRefunds.amountPaise })
      .from(paymentRefunds)
      .where(
        and(
          eq(paymentRefunds.status, 'processed'),
          inArray(paymentRefunds.transactionId, db.select({ id: t.id }).from(t).where(paid)),
        ),
      )
      .orderBy(asc(paymentRefunds.creditNotedAt), asc(paymentRefunds.creditNoteNumber)),
  ]);
  const creditedBy = new Map<string, number[]>();
  for (const refund of credited) {
    creditedBy.set(refund.transactionId, [...(creditedBy.get(refund.transactionId) ?? []), refund.amountPaise]);
  }
  const invoiced: InvoicedTransaction[] = transactions.map((row) => ({
    ...row,
    creditedPaise: creditedBy.get(row.id) ?? [],
  }));
  return standingGstOf(db, supplierState, invoiced);
}

/** The heads of several transactions added up. */
export const sumGst = (splits: Iterable<GstHeads>): GstHeads => {
  const total = { cgst: 0, sgst: 0, igst: 0 };
  for (const split of splits) {
    total.cgst += split.cgst;
    total.sgst += split.sgst;
    total.igst += split.igst;
  }
  return total;
};
