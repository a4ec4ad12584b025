import { and, asc, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import type { RazorpayClient } from '../razorpay/razorpay-client.js';
import { recordCapturedPayment, recordFailedPayment, recordRefund } from './settlement.js';
import { paymentTransactions } from './tables.js';

/** A session this old with no word from Razorpay is asked about directly. */
export const STALE_AFTER_MS = 15 * 60 * 1000;
const BATCH = 50;

/**
 * Re-checks transactions left pending for more than 15 minutes against the order's payments, so a customer who
 * paid and closed the tab ends up paid even when no webhook came.
 */
export async function reconcilePendingPayments(
  deps: { db: Database; razorpay: RazorpayClient; log?: FastifyBaseLogger },
  now: Date = new Date(),
) {
  const stale = await deps.db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.status, 'pending'),
        lt(paymentTransactions.createdAt, new Date(now.getTime() - STALE_AFTER_MS)),
      ),
    )
    .orderBy(asc(paymentTransactions.createdAt))
    .limit(BATCH);
  let settled = 0;
  for (const row of stale) {
    try {
      const payments = await deps.razorpay.fetchOrderPayments(row.razorpayOrderId);
      const paid = payments.find((payment) => payment.status === 'captured' || payment.status === 'refunded');
      if (paid) {
        const details = { orderId: row.razorpayOrderId, paymentId: paid.id, method: paid.method };
        await (paid.status === 'refunded' ? recordRefund : recordCapturedPayment)(deps.db, details);
        settled += 1;
        continue;
      }
      const failed = payments.find((payment) => payment.status === 'failed');
      const stillOpen = payments.some((payment) => payment.status === 'created' || payment.status === 'authorized');
      if (failed && !stillOpen) {
        await recordFailedPayment(deps.db, {
          orderId: row.razorpayOrderId,
          paymentId: failed.id,
          method: failed.method,
          reason: failed.error_description,
        });
        settled += 1;
      }
    } catch (error) {
      deps.log?.warn({ err: error, transactionId: row.id }, 'payment reconciliation failed; retrying next round');
    }
  }
  return { checked: stale.length, settled };
}

/** Runs the reconciliation every `intervalMs` until the returned stop function is called. */
export function startReconciliation(
  deps: { db: Database; razorpay: RazorpayClient; log?: FastifyBaseLogger },
  intervalMs = 60_000,
) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => reconcilePendingPayments(deps)).catch(() => undefined);
  }, intervalMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
}
