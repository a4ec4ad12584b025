import { eq } from 'drizzle-orm';
import { HttpError, notFound } from '../../platform/http/http-error.js';
import { recordAudit } from '../audit/index.js';
import type { Actor } from '../staff/index.js';
import { PaymentProviderError } from './payment-provider.js';
import { settleFromProvider } from './reconciliation.js';
import { REFUND_RESEND_AFTER_MS, type RefundJobDeps, settleRefund } from './refund-reconciliation.js';
import { paymentTransactions } from './tables.js';
import { refundsOf } from './transactions.js';

export const RECONCILE_MESSAGES = {
  transactionNotFound: 'Transaction not found',
  providerUnavailable: 'Razorpay could not be asked. Nothing was changed; please try again.',
  reconciled: 'Checked with Razorpay',
} as const;

/** What the audit row keeps of a transaction before and after it was checked. */
async function snapshot(deps: RefundJobDeps, transactionId: string) {
  const [row] = await deps.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, transactionId));
  if (!row) throw notFound(RECONCILE_MESSAGES.transactionNotFound);
  const refunds = await refundsOf(deps.db, [row.id]);
  return {
    row,
    refunds,
    audit: {
      status: row.status,
      razorpayPaymentId: row.razorpayPaymentId,
      refundedPaise: row.refundedPaise,
      refunds: refunds.map((refund) => ({ id: refund.id, status: refund.status })),
    },
  };
}

/**
 * What the reconciliation job does, for one transaction, now: its order (whose status is kept, see attention.ts)
 * and its payments (a capture nobody recorded makes it successful with its invoice), then its refunds still
 * requested or pending (processed with the credit note, or failed; a `requested` one Razorpay never saw is sent
 * again once its first request cannot still be on its way). Every change goes through the same settlement as the
 * job and the webhooks, so racing them changes each thing once. The staff member who asked is audited
 * (`transaction.reconcile`); 502 when Razorpay cannot be asked.
 */
export async function reconcileTransaction(
  deps: RefundJobDeps,
  transactionId: string,
  actor: Actor,
  now: Date = new Date(),
) {
  const before = await snapshot(deps, transactionId);
  try {
    await settleFromProvider(deps, before.row, now);
    const { row } = await snapshot(deps, transactionId);
    for (const refund of before.refunds) {
      if (refund.status !== 'requested' && refund.status !== 'pending') continue;
      const resend = refund.updatedAt.getTime() < now.getTime() - REFUND_RESEND_AFTER_MS;
      await settleRefund(deps, row, refund, resend);
    }
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new HttpError(502, RECONCILE_MESSAGES.providerUnavailable);
    throw error;
  }
  const after = await snapshot(deps, transactionId);
  await recordAudit(deps.db, {
    ...actor,
    action: 'transaction.reconcile',
    entity: 'transaction',
    entityId: transactionId,
    before: before.audit,
    after: after.audit,
  });
}
