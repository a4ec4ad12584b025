import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { enqueueMail } from '../../platform/mail/index.js';
import { customerContact } from '../accounts/index.js';
import { recordAudit } from '../audit/index.js';
import { nextDocumentNumber } from '../invoices/document-numbers.js';
import type { ProviderRefund } from './payment-provider.js';
import { type RefundMailContext, refundProcessedMail } from './refund-mail.js';
import { canMoveRefund, type RefundStatus } from './refund-status.js';
import { applyTransactionChanges, lockTransactionByOrder, recordCapturedPayment } from './settlement.js';
import { paymentRefunds, paymentTransactions, type RefundRow, type TransactionRow } from './tables.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A refund as the provider reported it (an API answer, a webhook, a reconciliation look-up). */
export interface ObservedRefund {
  orderId: string;
  paymentId: string;
  method: string | null;
  refund: ProviderRefund;
}

/** The refund row this report is about: by the provider's id, or by our id it carries back as `receipt`. */
async function findRefund(tx: Database, transactionId: string, refund: ProviderRefund) {
  const [byProviderId] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.razorpayRefundId, refund.id));
  if (byProviderId) return byProviderId;
  if (!refund.receipt || !UUID.test(refund.receipt)) return undefined;
  const [byReceipt] = await tx
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.id, refund.receipt), eq(paymentRefunds.transactionId, transactionId)));
  return byReceipt;
}

/** A refund made outside Startwise (Razorpay's Dashboard): recorded, and audited without a staff author. */
async function recordOutsideRefund(tx: Database, transaction: TransactionRow, refund: ProviderRefund) {
  const [row] = await tx
    .insert(paymentRefunds)
    .values({
      id: randomUUID(),
      transactionId: transaction.id,
      amountPaise: refund.amount,
      razorpayRefundId: refund.id,
    })
    .returning();
  await recordAudit(tx, {
    staffId: null,
    requestId: null,
    action: 'transaction.refund',
    entity: 'transaction',
    entityId: transaction.id,
    before: { refundedPaise: transaction.refundedPaise },
    after: { refundId: row?.id, amountPaise: refund.amount, razorpayRefundId: refund.id, origin: 'razorpay' },
  });
  return row as RefundRow;
}

/**
 * Moves a refund forward with its transaction's row locked (the caller's database transaction). A processed refund
 * gets its credit note number, adds to the transaction's refunded amount (which makes a fully refunded transaction
 * `refunded`, and its submission too) and queues the customer's mail: all of it once, however often it is reported.
 */
export async function moveRefund(
  tx: Database,
  context: RefundMailContext,
  locked: { transaction: TransactionRow; refund: RefundRow },
  to: RefundStatus,
  details: { razorpayRefundId?: string; failureReason?: string } = {},
): Promise<RefundRow> {
  const { transaction, refund } = locked;
  const at = new Date();
  const knownId =
    !refund.razorpayRefundId && details.razorpayRefundId ? { razorpayRefundId: details.razorpayRefundId } : {};
  if (!canMoveRefund(refund.status, to)) {
    if (Object.keys(knownId).length === 0) return refund;
    const [updated] = await tx.update(paymentRefunds).set(knownId).where(eq(paymentRefunds.id, refund.id)).returning();
    return updated as RefundRow;
  }
  const processed = to === 'processed';
  const [updated] = await tx
    .update(paymentRefunds)
    .set({
      ...knownId,
      status: to,
      updatedAt: at,
      ...(to === 'failed' && { failureReason: details.failureReason ?? 'The refund failed' }),
      ...(processed && { creditNoteNumber: await nextDocumentNumber(tx, 'credit-note', at), creditNotedAt: at }),
    })
    .where(eq(paymentRefunds.id, refund.id))
    .returning();
  if (!processed) return updated as RefundRow;

  const [credited] = await tx
    .update(paymentTransactions)
    .set({ refundedPaise: sql`${paymentTransactions.refundedPaise} + ${refund.amountPaise}`, updatedAt: at })
    .where(eq(paymentTransactions.id, transaction.id))
    .returning();
  const after = credited as TransactionRow;
  if (after.refundedPaise === after.amountPaise) await applyTransactionChanges(tx, after, [{ status: 'refunded' }]);
  const customer = await customerContact(tx, transaction.userId);
  if (customer) {
    await enqueueMail(
      tx,
      refundProcessedMail(context, customer, {
        submissionId: transaction.submissionId,
        serviceTitle: transaction.serviceName,
        amountPaise: refund.amountPaise,
        paidPaise: after.amountPaise,
        refundedPaise: after.refundedPaise,
        creditNoteNumber: (updated as RefundRow).creditNoteNumber as string,
      }),
    );
  }
  return updated as RefundRow;
}

/**
 * Records what the provider says of a refund, in one database transaction with the transaction's row locked. A
 * refund proves the capture, so one reported before the capture records the capture first. A refund we never
 * asked for (made in Razorpay's Dashboard) is recorded too. Undefined for an order that is not ours.
 */
export async function recordProviderRefund(
  db: Database,
  context: RefundMailContext,
  observed: ObservedRefund,
): Promise<RefundRow | undefined> {
  await recordCapturedPayment(db, observed);
  return db.transaction(async (tx) => {
    const transaction = await lockTransactionByOrder(tx, observed.orderId);
    if (!transaction) return undefined;
    const refund =
      (await findRefund(tx, transaction.id, observed.refund)) ??
      (await recordOutsideRefund(tx, transaction, observed.refund));
    return moveRefund(tx, context, { transaction, refund }, observed.refund.status, {
      razorpayRefundId: observed.refund.id,
      ...(observed.refund.status === 'failed' && { failureReason: 'Razorpay reported the refund as failed' }),
    });
  });
}
