/**
 * A refund's life. `requested`: stored by us before Razorpay is asked (its outcome may still be unknown);
 * `pending`: Razorpay took it; `processed`: the money went back (a credit note is issued); `failed`: it did not,
 * and its amount is refundable again. Like a transaction's, the status only moves forward, so the API answer, the
 * webhooks (duplicated, reordered) and reconciliation may race and repeat freely.
 */
export const REFUND_STATUSES = ['requested', 'pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

const NEXT: Record<RefundStatus, readonly RefundStatus[]> = {
  requested: ['pending', 'processed', 'failed'],
  pending: ['processed', 'failed'],
  processed: [],
  failed: [],
};

export const canMoveRefund = (from: RefundStatus, to: RefundStatus) => NEXT[from].includes(to);

/** The refunds whose amount counts against what was captured (a failed one gave its amount back). */
export const COUNTED_REFUND_STATUSES = ['requested', 'pending', 'processed'] as const satisfies readonly RefundStatus[];
