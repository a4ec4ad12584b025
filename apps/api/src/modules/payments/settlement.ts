import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { enqueuePaymentConfirmation } from './payment-confirmation.js';
import type { SettlementContext, SettlementSteps } from './settlement-steps.js';
import { paymentTransactions, type TransactionRow } from './tables.js';
import { canMove, submissionPaymentStatus, type TransactionStatus } from './transaction-status.js';

export type { TransactionRow } from './tables.js';

export interface Change {
  status: TransactionStatus;
  set?: Partial<TransactionRow>;
}

/** The transaction of a Razorpay order, its row locked until the caller's database transaction ends. */
export async function lockTransactionByOrder(tx: Database, orderId: string): Promise<TransactionRow | undefined> {
  const [row] = await tx
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.razorpayOrderId, orderId))
    .for('update');
  return row;
}

/** A transaction by its id, its row locked until the caller's database transaction ends. */
export async function lockTransaction(tx: Database, transactionId: string): Promise<TransactionRow | undefined> {
  const [row] = await tx
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, transactionId))
    .for('update');
  return row;
}

/** Whether another transaction of the same submission still holds the customer's money (a double charge). */
async function anotherPaymentStands(tx: Database, row: TransactionRow): Promise<boolean> {
  const [other] = await tx
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.submissionId, row.submissionId),
        ne(paymentTransactions.id, row.id),
        eq(paymentTransactions.status, 'successful'),
      ),
    )
    .limit(1);
  return other !== undefined;
}

/**
 * Applies the allowed changes, in order, to a row the caller has locked: numbers and issues the invoice when the
 * payment becomes successful and mirrors the status on the submission (a submission is refunded only once none of its
 * payments stands), through the settlement workflow's steps. Returns the row as it is afterwards.
 */
export async function applyTransactionChanges(
  tx: Database,
  steps: SettlementSteps,
  locked: TransactionRow,
  changes: Change[],
) {
  let row = locked;
  for (const change of changes) {
    if (!canMove(row.status, change.status)) continue;
    const at = new Date();
    const invoice: Partial<TransactionRow> =
      change.status === 'successful' && !row.invoiceNumber
        ? { invoiceNumber: await steps.numberInvoice(tx, at), invoicedAt: at }
        : {};
    const [updated] = await tx
      .update(paymentTransactions)
      .set({ ...change.set, ...invoice, status: change.status, updatedAt: at })
      .where(eq(paymentTransactions.id, row.id))
      .returning();
    row = updated as TransactionRow;
    if (invoice.invoiceNumber) {
      await steps.issueInvoice(tx, { ...row, invoiceNumber: invoice.invoiceNumber, invoicedAt: at });
    }
    // Refunding a double charge in full leaves the submission paid: its other payment still stands.
    if (row.status === 'refunded' && (await anotherPaymentStands(tx, row))) continue;
    await steps.markSubmission(tx, row.submissionId, submissionPaymentStatus[row.status], at);
  }
  return row;
}

/**
 * Moves the transaction of a Razorpay order forward in ONE database transaction, with its row locked: verify,
 * webhooks and reconciliation may race or repeat, and exactly one of them makes each change. Returns the row as
 * it is afterwards (unchanged when the move is not allowed), or undefined for an order that is not ours.
 */
async function moveByOrder(
  db: Database,
  steps: SettlementSteps,
  orderId: string,
  plan: (row: TransactionRow) => Change[],
): Promise<TransactionRow | undefined> {
  return db.transaction(async (tx) => {
    const locked = await lockTransactionByOrder(tx, orderId);
    return locked && applyTransactionChanges(tx, steps, locked, plan(locked));
  });
}

export interface CapturedPayment {
  orderId: string;
  paymentId: string;
  method: string | null;
}

/**
 * Razorpay took the money (verified signature, payment.captured, order.paid or reconciliation). The one call that
 * makes the payment successful also queues the customer's confirmation with the invoice, in the same transaction.
 */
export function recordCapturedPayment(db: Database, context: SettlementContext, payment: CapturedPayment) {
  return db.transaction(async (tx) => {
    const locked = await lockTransactionByOrder(tx, payment.orderId);
    if (!locked) return undefined;
    const row = await applyTransactionChanges(tx, context.steps, locked, [
      {
        status: 'successful',
        set: { razorpayPaymentId: payment.paymentId, paymentMethod: payment.method, failureReason: null },
      },
    ]);
    if (locked.status !== 'successful' && row.status === 'successful')
      await enqueuePaymentConfirmation(tx, context, row);
    return row;
  });
}

/** An attempt failed; the session stays payable (a later success still counts). */
export function recordFailedPayment(
  db: Database,
  steps: SettlementSteps,
  failure: CapturedPayment & { reason: string | null },
) {
  return moveByOrder(db, steps, failure.orderId, (row) =>
    row.status === 'pending'
      ? [{ status: 'failed', set: { paymentMethod: failure.method, failureReason: failure.reason } }]
      : [],
  );
}

/** The customer ends a session for good; a successful or refunded one cannot be cancelled. */
export function cancelSession(db: Database, steps: SettlementSteps, orderId: string) {
  return moveByOrder(db, steps, orderId, () => [{ status: 'cancelled' }]);
}
