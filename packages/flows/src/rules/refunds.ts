// What the customer reads about a refunded (or partly refunded) payment: on the submission page and in the
// transaction's details, beside the invoice.

export const CREDIT_NOTE_DOWNLOAD_LABEL = 'Download Credit Note';
export const CREDIT_NOTE_DOWNLOADED = 'Credit note downloaded successfully';
export const CREDIT_NOTE_DOWNLOAD_FAILED = 'Failed to download credit note';

export interface RefundedPayment {
  /** What was paid and what has been refunded of it, in rupees (the contract's Transaction). */
  amount: number;
  refundedAmount: number;
}

/** Undefined when nothing was refunded; `money` writes an amount of rupees (the app's formatter). */
export function refundNotice(payment: RefundedPayment, money: (rupees: number) => string): string | undefined {
  if (!(payment.refundedAmount > 0)) return undefined;
  if (payment.refundedAmount >= payment.amount) {
    return `Your payment of ${money(payment.amount)} has been refunded in full.`;
  }
  return `${money(payment.refundedAmount)} of your payment of ${money(payment.amount)} has been refunded.`;
}

/** One button per credit note: named by its number once there are several. */
export const creditNoteDownloadLabel = (number: string, count: number) =>
  count > 1 ? `${CREDIT_NOTE_DOWNLOAD_LABEL} ${number}` : CREDIT_NOTE_DOWNLOAD_LABEL;
