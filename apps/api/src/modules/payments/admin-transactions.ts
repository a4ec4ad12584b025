import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/http/http-error.js';
import { customerContacts } from '../accounts/index.js';
import { COUNTED_REFUND_STATUSES } from './refund-status.js';
import { paymentTransactions, type RefundRow } from './tables.js';
import { transactionView } from './transaction-view.js';
import { refundsOf } from './transactions.js';

/** The contract's Refund: amounts in paise, the credit note once the refund is processed. */
export function refundView(row: RefundRow) {
  return {
    id: row.id,
    transactionId: row.transactionId,
    amountPaise: row.amountPaise,
    speed: row.speed,
    reason: row.reason,
    status: row.status,
    razorpayRefundId: row.razorpayRefundId,
    failureReason: row.failureReason,
    creditNote:
      row.creditNoteNumber && row.creditNotedAt
        ? { number: row.creditNoteNumber, date: row.creditNotedAt.toISOString() }
        : null,
    requestedBy: row.requestedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const counts = (refund: RefundRow) => (COUNTED_REFUND_STATUSES as readonly string[]).includes(refund.status);

/**
 * Any customer's transaction as the back office shows it: the customer's view plus the amounts in paise (captured,
 * refunded, still refundable), every refund with its credit note, and the customer. 404 for an unknown id.
 */
export async function transactionForStaff(db: Database, transactionId: string) {
  const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, transactionId));
  if (!row) throw notFound('Transaction not found');
  const refunds = await refundsOf(db, [row.id]);
  const contact = (await customerContacts(db, [row.userId])).get(row.userId);
  const counted = refunds.filter(counts).reduce((sum, refund) => sum + refund.amountPaise, 0);
  return {
    ...transactionView(row, refunds),
    amountPaise: row.amountPaise,
    refundedPaise: row.refundedPaise,
    refundablePaise: row.status === 'successful' ? row.amountPaise - counted : 0,
    refunds: refunds.map(refundView),
    customer: contact ? { id: row.userId, ...contact } : null,
  };
}
