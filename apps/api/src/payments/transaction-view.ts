import type { TransactionRow } from './tables.js';

/** The contract's Transaction: amount in rupees, both `_id` and `id`. */
export function transactionView(row: TransactionRow) {
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
  };
}

export type TransactionView = ReturnType<typeof transactionView>;
