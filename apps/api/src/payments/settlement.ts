import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { nextDocumentNumber } from '../invoices/document-numbers.js';
import { markSubmissionPaymentStatus } from '../submissions/submission-payments.js';
import { paymentTransactions, type TransactionRow } from './tables.js';
import { canMove, submissionPaymentStatus, type TransactionStatus } from './transaction-status.js';

export type { TransactionRow } from './tables.js';

interface Change {
  status: TransactionStatus;
  set?: Partial<TransactionRow>;
}

/**
 * Moves the transaction of a Razorpay order forward in ONE database transaction, with its row locked: verify,
 * webhooks and reconciliation may race or repeat, and exactly one of them makes each change. Returns the row as
 * it is afterwards (unchanged when the move is not allowed), or undefined for an order that is not ours.
 */
async function moveByOrder(
  db: Database,
  orderId: string,
  plan: (row: TransactionRow) => Change[],
): Promise<TransactionRow | undefined> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.razorpayOrderId, orderId))
      .for('update');
    if (!locked) return undefined;
    let row = locked;
    for (const change of plan(row)) {
      if (!canMove(row.status, change.status)) continue;
      const at = new Date();
      const documents: Partial<TransactionRow> =
        change.status === 'successful' && !row.invoiceNumber
          ? { invoiceNumber: await nextDocumentNumber(tx, 'invoice', at), invoicedAt: at }
          : change.status === 'refunded' && !row.creditNoteNumber
            ? { creditNoteNumber: await nextDocumentNumber(tx, 'credit-note', at), creditNotedAt: at }
            : {};
      const [updated] = await tx
        .update(paymentTransactions)
        .set({ ...change.set, ...documents, status: change.status, updatedAt: at })
        .where(eq(paymentTransactions.id, row.id))
        .returning();
      row = updated as TransactionRow;
      await markSubmissionPaymentStatus(tx, row.submissionId, submissionPaymentStatus[row.status], at);
    }
    return row;
  });
}

export interface CapturedPayment {
  orderId: string;
  paymentId: string;
  method: string | null;
}

/** Razorpay took the money (verified signature, payment.captured, order.paid or reconciliation). */
export function recordCapturedPayment(db: Database, payment: CapturedPayment) {
  return moveByOrder(db, payment.orderId, () => [
    {
      status: 'successful',
      set: { razorpayPaymentId: payment.paymentId, paymentMethod: payment.method, failureReason: null },
    },
  ]);
}

/** An attempt failed; the session stays payable (a later success still counts). */
export function recordFailedPayment(db: Database, failure: CapturedPayment & { reason: string | null }) {
  return moveByOrder(db, failure.orderId, (row) =>
    row.status === 'pending'
      ? [{ status: 'failed', set: { paymentMethod: failure.method, failureReason: failure.reason } }]
      : [],
  );
}

/** A refund went through: a refund proves the capture, so a refund seen first records the capture too. */
export function recordRefund(db: Database, payment: CapturedPayment) {
  return moveByOrder(db, payment.orderId, () => [
    {
      status: 'successful',
      set: { razorpayPaymentId: payment.paymentId, paymentMethod: payment.method, failureReason: null },
    },
    { status: 'refunded' },
  ]);
}

/** The customer ends a session for good; a successful or refunded one cannot be cancelled. */
export function cancelSession(db: Database, orderId: string) {
  return moveByOrder(db, orderId, () => [{ status: 'cancelled' }]);
}
