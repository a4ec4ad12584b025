import type { RefundRow, TransactionRow } from './tables.js';

/** A processed refund's GST credit note, as the customer downloads it beside the invoice. */
export function creditNoteView(refund: RefundRow) {
  return {
    id: refund.id,
    number: refund.creditNoteNumber as string,
    date: (refund.creditNotedAt as Date).toISOString(),
    amount: refund.amountPaise / 100,
  };
}

/**
 * The contract's Transaction: amounts in rupees, both `_id` and `id`, what has been refunded of it and the credit
 * note of each processed refund (`refunds`: every refund of this transaction; only processed ones are shown).
 */
export function transactionView(row: TransactionRow, refunds: RefundRow[] = []) {
  return {
    _id: row.id,
    id: row.id,
    submissionId: row.submissionId,
    status: row.status,
    amount: row.amountPaise / 100,
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    paymentMethod: row.paymentMethod,
    razorpayOrderId: row.razorpayOrderId,
    razorpayPaymentId: row.razorpayPaymentId,
    notes: { serviceName: row.serviceName, submissionId: row.submissionId },
    invoiceNumber: row.invoiceNumber,
    failureReason: row.failureReason,
    refundedAmount: row.refundedPaise / 100,
    creditNotes: refunds
      .filter((refund) => refund.transactionId === row.id && refund.status === 'processed' && refund.creditNoteNumber)
      .map(creditNoteView),
  };
}

export type TransactionView = ReturnType<typeof transactionView>;
