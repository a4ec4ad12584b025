import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { enqueueMail } from '../../platform/mail/index.js';
import { customerContact } from '../accounts/index.js';
import { recordAudit } from '../audit/index.js';
import type { ProviderRefund } from './payment-provider.js';
import { refundProcessedMail } from './refund-mail.js';
import { COUNTED_REFUND_STATUSES, canMoveRefund, type RefundStatus } from './refund-status.js';
import { applyTransactionChanges, lockTransactionByOrder, recordCapturedPayment } from './settlement.js';
import type { SettlementContext } from './settlement-steps.js';
import {
  paymentRefunds,
  paymentTransactions,
  type RefundRow,
  type TransactionRow,
  type UnrecordedRefundRow,
  unrecordedRefunds,
} from './tables.js';

const FAILED_AT_PROVIDER = 'Razorpay reported the refund as failed';

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

/** What the capture has left once the refunds that count (not failed) are taken off; call it under the row lock. */
async function leftOfCapture(tx: Database, transaction: TransactionRow): Promise<number> {
  const [row] = await tx
    .select({ counted: sql<string>`coalesce(sum(${paymentRefunds.amountPaise}), 0)` })
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.transactionId, transaction.id),
        inArray(paymentRefunds.status, [...COUNTED_REFUND_STATUSES]),
      ),
    );
  return transaction.amountPaise - Number(row?.counted ?? 0);
}

/** Whether the provider reported a refund of this transaction that could not be recorded yet. */
export async function holdsUnrecordedRefunds(db: Database, transactionId: string): Promise<boolean> {
  const [held] = await db
    .select({ id: unrecordedRefunds.razorpayRefundId })
    .from(unrecordedRefunds)
    .where(eq(unrecordedRefunds.transactionId, transactionId))
    .limit(1);
  return held !== undefined;
}

/** A provider refund that does not fit the capture: kept once, with the provider's latest word, for a person. */
async function holdUnrecordedRefund(
  tx: Database,
  transaction: TransactionRow,
  refund: ProviderRefund & { status: UnrecordedRefundRow['status'] },
) {
  await tx
    .insert(unrecordedRefunds)
    .values({
      razorpayRefundId: refund.id,
      transactionId: transaction.id,
      razorpayPaymentId: refund.paymentId,
      amountPaise: refund.amount,
      status: refund.status,
    })
    .onConflictDoUpdate({
      target: unrecordedRefunds.razorpayRefundId,
      set: { status: refund.status, updatedAt: new Date() },
    });
}

/**
 * A refund made outside Startwise (Razorpay's Dashboard): recorded, and audited without a staff author. One that
 * does not fit what the capture has left (the database would refuse it: payment_refunds_within_capture) is held for
 * a person instead, and undefined is returned, so the report is still acknowledged and counted once.
 */
async function recordOutsideRefund(
  tx: Database,
  transaction: TransactionRow,
  observed: ObservedRefund,
): Promise<RefundRow | undefined> {
  const { refund } = observed;
  const { status } = refund;
  const failed = status === 'failed';
  if (status !== 'failed' && refund.amount > (await leftOfCapture(tx, transaction))) {
    await holdUnrecordedRefund(tx, transaction, { ...refund, status });
    return undefined;
  }
  const [row] = await tx
    .insert(paymentRefunds)
    .values({
      id: randomUUID(),
      transactionId: transaction.id,
      amountPaise: refund.amount,
      razorpayRefundId: refund.id,
      // A failed one never counted: stored failed, so it cannot trip the capture check on its way.
      ...(failed && { status: 'failed' as const, failureReason: FAILED_AT_PROVIDER }),
    })
    .returning();
  await tx.delete(unrecordedRefunds).where(eq(unrecordedRefunds.razorpayRefundId, refund.id));
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
 * gets its credit note (numbered and issued), adds to the transaction's refunded amount (which makes a fully refunded transaction
 * `refunded`, and its submission too) and queues the customer's mail: all of it once, however often it is reported.
 */
export async function moveRefund(
  tx: Database,
  context: SettlementContext,
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
      ...(processed && { creditNoteNumber: await context.steps.numberCreditNote(tx, at), creditNotedAt: at }),
    })
    .where(eq(paymentRefunds.id, refund.id))
    .returning();
  if (!processed) return updated as RefundRow;
  const credited = updated as RefundRow;
  await context.steps.issueCreditNote(
    tx,
    { ...credited, creditNoteNumber: credited.creditNoteNumber as string, creditNotedAt: at },
    transaction.razorpayPaymentId,
  );

  const [refunded] = await tx
    .update(paymentTransactions)
    .set({ refundedPaise: sql`${paymentTransactions.refundedPaise} + ${refund.amountPaise}`, updatedAt: at })
    .where(eq(paymentTransactions.id, transaction.id))
    .returning();
  const after = refunded as TransactionRow;
  if (after.refundedPaise === after.amountPaise)
    await applyTransactionChanges(tx, context.steps, after, [{ status: 'refunded' }]);
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
        creditNoteNumber: credited.creditNoteNumber as string,
      }),
    );
  }
  return credited;
}

/**
 * Records what the provider says of a refund, in one database transaction with the transaction's row locked. A
 * refund proves the capture, so one reported before the capture records the capture first. A refund we never
 * asked for (made in Razorpay's Dashboard) is recorded too, or held for a person when it does not fit the capture.
 * Undefined for an order that is not ours and for a refund held.
 */
export async function recordProviderRefund(
  db: Database,
  context: SettlementContext,
  observed: ObservedRefund,
): Promise<RefundRow | undefined> {
  await recordCapturedPayment(db, context, observed);
  return db.transaction(async (tx) => {
    const transaction = await lockTransactionByOrder(tx, observed.orderId);
    if (!transaction) return undefined;
    const refund =
      (await findRefund(tx, transaction.id, observed.refund)) ?? (await recordOutsideRefund(tx, transaction, observed));
    if (!refund) return undefined;
    return moveRefund(tx, context, { transaction, refund }, observed.refund.status, {
      razorpayRefundId: observed.refund.id,
      ...(observed.refund.status === 'failed' && { failureReason: FAILED_AT_PROVIDER }),
    });
  });
}
