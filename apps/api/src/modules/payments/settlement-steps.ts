import type { TaxSplit } from '@startwise/flows/rules';
import type { SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { SubmissionPaymentStatus } from '../submissions/index.js';
import type { RefundMailContext } from './refund-mail.js';
import type { RefundRow, TransactionRow } from './tables.js';

/**
 * What settling a payment or a refund writes outside the payments module, in the database transaction that moves
 * the payment (its row locked): the submission's payment status, the invoice and the credit note. The settlement
 * workflow (src/workflows/settlement.ts) provides them and app.ts hands them in, so payments imports neither the
 * invoices module nor a write of the submissions module.
 */
export interface SettlementSteps {
  /** The next invoice number of `at`'s financial year. */
  numberInvoice(tx: Database, at: Date): Promise<string>;
  /** Issues the invoice of a payment that has just become successful, fixed as it is from now on. */
  issueInvoice(tx: Database, payment: TransactionRow & { invoiceNumber: string; invoicedAt: Date }): Promise<void>;
  /** The next credit note number of `at`'s financial year. */
  numberCreditNote(tx: Database, at: Date): Promise<string>;
  /** Issues the credit note of a processed refund. */
  issueCreditNote(
    tx: Database,
    refund: RefundRow & { creditNoteNumber: string; creditNotedAt: Date },
    paymentId: string | null,
  ): Promise<void>;
  /** Mirrors the payment's status on its submission (becoming paid fixes the date the work is expected by). */
  markSubmission(tx: Database, submissionId: string, status: SubmissionPaymentStatus, at: Date): Promise<void>;
  /** A new payment session after a failed or cancelled one shows the submission as pending again. */
  reopenSubmission(db: Database, submissionId: string): Promise<void>;
}

/** What payments reads of the tax documents (the invoices module provides it; app.ts hands it in). */
export interface PaymentDocuments {
  /** The checkout's figures, worked out as the invoice will be: the customer's place of supply and the GST split. */
  checkoutTax(
    customer: { billingState: string | null; billingGstin: string | null } | undefined,
    amountPaise: number,
  ): { placeOfSupply: string; split: TaxSplit };
  /** A paid transaction's invoice as mailed with its payment confirmation: its file name, PDF and GST split. */
  paidInvoice(tx: Database, payment: TransactionRow): Promise<{ fileName: string; pdf: Buffer; tax: TaxSplit }>;
  /** The GST still standing (invoices less credit notes) of the transactions `transactionIds` selects. */
  standingGstOf(db: Database, transactionIds: SQLWrapper): Promise<GstHeads>;
  /** The same, per transaction that has an invoice. */
  standingGstByTransaction(db: Database, transactionIds: SQLWrapper): Promise<Map<string, GstHeads>>;
}

export interface GstHeads {
  cgst: number;
  sgst: number;
  igst: number;
}

/** What moving a payment forward needs besides the database: the customer's mails and the steps outside payments. */
export interface SettlementContext extends RefundMailContext {
  steps: SettlementSteps;
  documents: PaymentDocuments;
}
