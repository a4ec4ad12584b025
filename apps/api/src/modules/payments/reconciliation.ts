import { and, asc, eq, gt, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { startScheduledJob } from '../../platform/jobs/scheduled-job.js';
import type { PaymentProvider, ProviderOrder, ProviderPayment } from './payment-provider.js';
import { type RefundJobDeps, reconcileRefunds } from './refund-reconciliation.js';
import { holdsUnrecordedRefunds, recordProviderRefund } from './refund-settlement.js';
import { recordCapturedPayment, recordFailedPayment, type TransactionRow } from './settlement.js';
import type { SettlementContext } from './settlement-steps.js';
import { paymentTransactions, type RazorpayOrderCheck } from './tables.js';
import { OPEN_STATUSES } from './transaction-status.js';

/** A session this old with no word from the provider is asked about directly. */
export const STALE_AFTER_MS = 15 * 60 * 1000;
/** Sessions abandoned longer than this are left alone (an order is not paid days later). */
export const GIVE_UP_AFTER_MS = 72 * 60 * 60 * 1000;
const BATCH = 50;

type JobDeps = { db: Database; provider: PaymentProvider; settlement: SettlementContext; log?: FastifyBaseLogger };

/**
 * What a check found: the order's status, or `authorized` when Razorpay holds a payment of an unpaid order that it
 * has not captured (money the customer gave that we have not recorded). A declined-only order stays `attempted`.
 */
function orderCheck(order: ProviderOrder, payments: ProviderPayment[]): RazorpayOrderCheck {
  if (order.status !== 'paid' && payments.some((payment) => payment.status === 'authorized')) return 'authorized';
  return order.status;
}

/**
 * Keeps what Razorpay last said of the order and when, so the attention list can tell an abandoned or declined-only
 * checkout from one that needs a person. An older answer never overwrites a newer one.
 */
async function recordOrderCheck(db: Database, row: TransactionRow, check: RazorpayOrderCheck, checkedAt: Date) {
  await db
    .update(paymentTransactions)
    .set({ razorpayCheckedAt: checkedAt, razorpayOrderStatus: check })
    .where(
      and(
        eq(paymentTransactions.id, row.id),
        or(isNull(paymentTransactions.razorpayCheckedAt), lte(paymentTransactions.razorpayCheckedAt, checkedAt)),
      ),
    );
}

/**
 * Asks the provider about one order (its status and its payments), keeps the order's status, and records what the
 * payments say; true when the transaction settled.
 */
export async function settleFromProvider(deps: JobDeps, row: TransactionRow, now: Date): Promise<boolean> {
  const [order, payments] = await Promise.all([
    deps.provider.fetchOrder(row.razorpayOrderId),
    deps.provider.fetchOrderPayments(row.razorpayOrderId),
  ]);
  await recordOrderCheck(deps.db, row, orderCheck(order, payments), now);
  const paid = payments.find((payment) => payment.status === 'captured' || payment.status === 'refunded');
  if (paid) {
    const details = { orderId: row.razorpayOrderId, paymentId: paid.id, method: paid.method };
    await recordCapturedPayment(deps.db, deps.settlement, details);
    // Refunded already (in Razorpay's Dashboard), or holding a refund that did not fit before: each refund is
    // recorded with its credit note (one that still does not fit stays held).
    if (paid.status === 'refunded' || (await holdsUnrecordedRefunds(deps.db, row.id))) {
      for (const refund of await deps.provider.fetchPaymentRefunds(paid.id)) {
        await recordProviderRefund(deps.db, deps.settlement, { ...details, refund });
      }
    }
    return true;
  }
  const failed = payments.find((payment) => payment.status === 'failed');
  const stillOpen = payments.some((payment) => payment.status === 'created' || payment.status === 'authorized');
  // A failed session stays failed (and payable): nothing to settle.
  if (!failed || stillOpen || row.status !== 'pending') return false;
  await recordFailedPayment(deps.db, deps.settlement.steps, {
    orderId: row.razorpayOrderId,
    paymentId: failed.id,
    method: failed.method,
    reason: failed.failureReason,
  });
  return true;
}

/**
 * Re-checks open transactions (pending, or failed: the customer can retry on the same order) left for more than 15
 * minutes (and less than 72 hours) against the order and its payments, so a customer who paid and closed the tab
 * ends up paid even when no webhook came. Walks every such
 * transaction in batches, so abandoned sessions cannot starve newer ones.
 */
export async function reconcilePendingPayments(deps: JobDeps, now: Date = new Date()) {
  let after = new Date(now.getTime() - GIVE_UP_AFTER_MS);
  const before = new Date(now.getTime() - STALE_AFTER_MS);
  let checked = 0;
  let settled = 0;
  for (;;) {
    const batch = await deps.db
      .select()
      .from(paymentTransactions)
      .where(
        and(
          inArray(paymentTransactions.status, [...OPEN_STATUSES]),
          gt(paymentTransactions.createdAt, after),
          lt(paymentTransactions.createdAt, before),
        ),
      )
      .orderBy(asc(paymentTransactions.createdAt))
      .limit(BATCH);
    for (const row of batch) {
      checked += 1;
      try {
        if (await settleFromProvider(deps, row, now)) settled += 1;
      } catch (error) {
        deps.log?.warn({ err: error, transactionId: row.id }, 'payment reconciliation failed; retrying next round');
      }
    }
    const last = batch.at(-1);
    if (!last || batch.length < BATCH) return { checked, settled };
    after = last.createdAt;
  }
}

/**
 * Runs a reconciliation round (payments, then refunds) every `intervalMs` on exactly one instance; returns the stop
 * function.
 */
export function startReconciliation(deps: RefundJobDeps & { log: FastifyBaseLogger }, intervalMs = 60_000) {
  const run = async () => ({ payments: await reconcilePendingPayments(deps), refunds: await reconcileRefunds(deps) });
  return startScheduledJob(deps.db, { name: 'payment-reconciliation', intervalMs, run }, deps.log);
}
