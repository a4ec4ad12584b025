import type { SubmissionPaymentStatus } from '../submissions/index.js';

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

/**
 * An open transaction: its Razorpay order can still be paid, so a new create-order call reuses it (the rest need a
 * new order). A submission has at most one (a unique index in tables.ts).
 */
export const OPEN_STATUSES = ['pending', 'failed'] as const satisfies readonly TransactionStatus[];

/** Transactions that took the customer's money (refunded ones did too): they have an invoice. */
export const CAPTURED_STATUSES = ['successful', 'refunded'] as const satisfies readonly TransactionStatus[];
