import type { SubmissionPaymentStatus } from '../submissions/submission-payments.js';

export type TransactionStatus = 'pending' | 'successful' | 'failed' | 'refunded' | 'cancelled';

/**
 * The forward-only state machine of a transaction. A failed attempt can still be paid (Checkout lets the customer
 * retry on the same order); money that arrives for a cancelled session is recorded, never ignored.
 */
const NEXT: Record<TransactionStatus, readonly TransactionStatus[]> = {
  pending: ['successful', 'failed', 'cancelled'],
  failed: ['successful', 'cancelled'],
  cancelled: ['successful'],
  successful: ['refunded'],
  refunded: [],
};

export const canMove = (from: TransactionStatus, to: TransactionStatus) => NEXT[from].includes(to);

/** What the submission shows for its latest transaction. */
export const submissionPaymentStatus: Record<TransactionStatus, SubmissionPaymentStatus> = {
  pending: 'pending',
  successful: 'paid',
  failed: 'failed',
  cancelled: 'cancelled',
  refunded: 'refunded',
};

/** Open sessions reuse their Razorpay order; the rest need a new one. */
export const isOpen = (status: TransactionStatus) => status === 'pending' || status === 'failed';
