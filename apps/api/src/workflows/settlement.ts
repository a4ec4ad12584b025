import { issueCreditNote, issueInvoice, nextDocumentNumber } from '../modules/invoices/index.js';
import type { SettlementSteps } from '../modules/payments/index.js';
import { markSubmissionPaymentStatus, reopenSubmissionPayment } from '../modules/submissions/index.js';

/**
 * Settling a payment or a refund across modules, in ONE database transaction: the payments module locks the
 * transaction's row and marks it (successful, refunded; a refund processed), and in that same transaction these
 * steps move the submission's payment status, number and issue the invoice or the credit note. Payments' own audit
 * row of an outside refund is written there too. app.ts hands the steps to the payments module, which never imports
 * the invoices module nor writes the submissions table.
 */
export const settlementSteps: SettlementSteps = {
  numberInvoice: (tx, at) => nextDocumentNumber(tx, 'invoice', at),
  issueInvoice,
  numberCreditNote: (tx, at) => nextDocumentNumber(tx, 'credit-note', at),
  issueCreditNote,
  markSubmission: markSubmissionPaymentStatus,
  reopenSubmission: reopenSubmissionPayment,
};
