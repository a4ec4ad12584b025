// Spec 4 "Submission details actions": what the submission page offers for its payment state.

export type SubmissionAction = 'proceed' | 'cancel' | 'retry' | 'startNew' | 'viewTransaction' | 'downloadInvoice';

export const SUBMISSION_ACTION_LABELS: Record<SubmissionAction, string> = {
  proceed: 'Proceed to Payment',
  cancel: 'Cancel Payment',
  retry: 'Retry Payment',
  startNew: 'Start New Payment',
  viewTransaction: 'View Transaction',
  downloadInvoice: 'Download Invoice',
};

export const PAYMENT_CANCELLED_MESSAGE = 'Payment has been cancelled';
export const PAYMENT_COMPLETED_MESSAGE = 'Payment has been completed for this submission';

// The Cancel Payment confirmation dialog.
export const CANCEL_PAYMENT_TITLE = 'Cancel Payment?';
export const CANCEL_PAYMENT_GO_BACK = 'Go Back';
export const CANCEL_PAYMENT_CONFIRM = 'Confirm Cancellation';

export interface SubmissionPaymentState {
  /** the submission's paymentStatus */
  paymentStatus?: string | null;
  /** status of its latest transaction, when there is one */
  transactionStatus?: string | null;
}

export interface SubmissionActions {
  message?: string;
  actions: SubmissionAction[];
}

const isSuccessful = (status: string | undefined) => status === 'successful' || status === 'paid';

/** Invoices exist for successful or refunded transactions. */
export function canDownloadInvoice(transactionStatus: string | undefined | null): boolean {
  const status = transactionStatus?.toLowerCase();
  return status === 'successful' || status === 'refunded';
}

/**
 * Checked from the most settled state down: a completed payment wins over anything, then a cancellation, then a
 * failed transaction (which may leave the submission itself still 'pending'), then a pending payment. A refunded
 * payment has no spec text; it still offers its transaction and invoice.
 */
export function submissionActions({ paymentStatus, transactionStatus }: SubmissionPaymentState): SubmissionActions {
  const payment = paymentStatus?.toLowerCase();
  const transaction = transactionStatus?.toLowerCase();
  if (isSuccessful(payment) || isSuccessful(transaction)) {
    return { message: PAYMENT_COMPLETED_MESSAGE, actions: ['viewTransaction', 'downloadInvoice'] };
  }
  if (payment === 'cancelled') return { message: PAYMENT_CANCELLED_MESSAGE, actions: ['startNew'] };
  if (payment === 'refunded') return { actions: ['viewTransaction', 'downloadInvoice'] };
  if (transaction === 'failed' || payment === 'failed') return { actions: ['retry', 'cancel'] };
  if (payment === 'pending') return { actions: ['proceed', 'cancel'] };
  return { actions: [] };
}
