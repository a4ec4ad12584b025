import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import type { PaymentProvider } from './payment-provider.js';
import type { RefundRequests } from './refund-requests.js';
import { recordProviderRefund } from './refund-settlement.js';
import type { SettlementContext } from './settlement-steps.js';
import { paymentRefunds, paymentTransactions, type RefundRow, type TransactionRow } from './tables.js';

/**
 * A refund still `requested` this long after its last change was never confirmed by Razorpay (no answer, or the
 * process stopped between storing it and recording the answer). Far longer than a Razorpay call may take (10 s).
 */
export const REFUND_RESEND_AFTER_MS = 2 * 60 * 1000;
/** A refund `pending` this long with no webhook is looked up at Razorpay. */
export const REFUND_CHECK_AFTER_MS = 15 * 60 * 1000;
const BATCH = 100;

export interface RefundJobDeps {
  db: Database;
  provider: PaymentProvider;
  requests: RefundRequests;
  settlement: SettlementContext;
  nudgeMail: () => void;
  log?: FastifyBaseLogger;
}

async function overdue(db: Database, status: 'requested' | 'pending', before: Date) {
  return db
    .select({ refund: paymentRefunds, transaction: paymentTransactions })
    .from(paymentRefunds)
    .innerJoin(paymentTransactions, eq(paymentTransactions.id, paymentRefunds.transactionId))
    .where(and(inArray(paymentRefunds.status, [status]), lt(paymentRefunds.updatedAt, before)))
    .orderBy(asc(paymentRefunds.updatedAt))
    .limit(BATCH);
}

/**
 * What became of one refund at Razorpay, recorded; a `requested` one Razorpay never saw is sent (again, with the
 * same idempotency key: a request Razorpay did see answers the same refund) unless `resend` is false (its first
 * request may still be on its way). True when it changed.
 */
export async function settleRefund(deps: RefundJobDeps, transaction: TransactionRow, refund: RefundRow, resend = true) {
  const paymentId = transaction.razorpayPaymentId as string;
  const known = await deps.provider.fetchPaymentRefunds(paymentId);
  const found = known.find((candidate) =>
    refund.razorpayRefundId ? candidate.id === refund.razorpayRefundId : candidate.receipt === refund.id,
  );
  if (!found) {
    if (refund.status !== 'requested' || !resend) return false;
    const sent = await deps.requests.send(transaction, refund);
    return sent.kind !== 'unconfirmed';
  }
  const recorded = await recordProviderRefund(deps.db, deps.settlement, {
    orderId: transaction.razorpayOrderId,
    paymentId,
    method: transaction.paymentMethod,
    refund: found,
  });
  deps.nudgeMail();
  return recorded?.status !== refund.status;
}

/**
 * One round over refunds Razorpay has not settled for us: `requested` ones older than REFUND_RESEND_AFTER_MS and
 * `pending` ones older than REFUND_CHECK_AFTER_MS. Runs with the payment reconciliation, on one instance at a time.
 */
export async function reconcileRefunds(deps: RefundJobDeps, now: Date = new Date()) {
  const rows = [
    ...(await overdue(deps.db, 'requested', new Date(now.getTime() - REFUND_RESEND_AFTER_MS))),
    ...(await overdue(deps.db, 'pending', new Date(now.getTime() - REFUND_CHECK_AFTER_MS))),
  ];
  let settled = 0;
  for (const { refund, transaction } of rows) {
    try {
      if (await settleRefund(deps, transaction, refund)) settled += 1;
    } catch (error) {
      deps.log?.warn({ err: error, refundId: refund.id }, 'refund reconciliation failed; retrying next round');
    }
  }
  return { checked: rows.length, settled };
}
