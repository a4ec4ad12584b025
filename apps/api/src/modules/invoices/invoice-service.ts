import type { Database } from '../../platform/db/database.js';
import { conflict, notFound } from '../../platform/http/http-error.js';
import type { RefundRow, TransactionRow } from '../payments/index.js';
import { findCustomerCreditNote, findCustomerTransaction, findRefundForStaff, refundsOf } from '../payments/index.js';
import { type InvoiceDocument, renderInvoicePdf } from './invoice-pdf.js';
import { creditNoteDocumentOf, invoiceDocumentOf, taxSplitOf } from './issued-documents.js';
import type { IssuedDocumentRow } from './tables.js';

export const INVOICE_MESSAGES = {
  transactionNotFound: 'Transaction not found',
  notInvoiceable: 'Invoices are available for successful or refunded payments only',
  noCreditNote: 'A credit note exists only for a refunded payment',
  creditNoteNotFound: 'Credit note not found',
  creditNotePending: 'A credit note is issued once the refund is processed',
} as const;

export interface DocumentOptions {
  includeCompanyDetails: boolean;
  includeServiceDetails: boolean;
}

export interface InvoiceRequest extends DocumentOptions {
  /** 'credit-note': the transaction's latest credit note (each refund has its own: see `creditNote`). */
  type: 'invoice' | 'credit-note';
}

/** 'INV/2026-27/00012' is mailed as invoice-INV-2026-27-00012.pdf. */
export const invoiceFileName = (number: string) => `invoice-${number.replaceAll('/', '-')}.pdf`;

/** 'CN/2026-27/00007' is saved as credit-note-CN-2026-27-00007.pdf. */
export const creditNoteFileName = (number: string) => `credit-note-${number.replaceAll('/', '-')}.pdf`;

const hasCreditNote = (refund: RefundRow) => refund.status === 'processed' && refund.creditNoteNumber !== null;

/** Processed refunds in the order of their credit notes (date, then serial). */
const byCreditNote = (a: RefundRow, b: RefundRow) =>
  (a.creditNotedAt?.getTime() ?? 0) - (b.creditNotedAt?.getTime() ?? 0) ||
  (a.creditNoteNumber ?? '').localeCompare(b.creditNoteNumber ?? '');

/** A stored document as drawn, with what this download leaves out. */
const drawn = (row: IssuedDocumentRow, options: DocumentOptions): InvoiceDocument => {
  const { againstInvoice, ...snapshot } = row.snapshot;
  return {
    ...snapshot,
    ...options,
    kind: row.kind,
    number: row.number,
    date: row.issuedAt,
    ...(againstInvoice && { againstInvoice: { number: againstInvoice.number, date: new Date(againstInvoice.date) } }),
    tax: taxSplitOf(row),
  };
};

/**
 * GST tax invoices (one per successful payment) and credit notes (one per processed refund), each drawn from what
 * it was issued with: the same text however the customer's billing profile or the supplier's settings change.
 */
export function createInvoiceService(deps: { db: Database }) {
  const { db } = deps;

  /** The invoice of a paid transaction or, given one of its processed refunds, that refund's credit note. */
  async function render(transaction: TransactionRow, options: DocumentOptions, refund?: RefundRow) {
    if (!transaction.invoiceNumber || !['successful', 'refunded'].includes(transaction.status)) {
      throw conflict(INVOICE_MESSAGES.notInvoiceable);
    }
    const document = refund ? await creditNoteDocumentOf(db, refund.id) : await invoiceDocumentOf(db, transaction.id);
    if (!document) throw new Error(`The document of transaction ${transaction.id} was never issued`);
    return renderInvoicePdf(drawn(document, options));
  }

  /** A refund's credit note, once its refund is processed. */
  async function creditNoteOf(
    found: { refund: RefundRow; transaction: TransactionRow } | undefined,
    options: DocumentOptions,
  ) {
    if (!found) throw notFound(INVOICE_MESSAGES.creditNoteNotFound);
    if (!hasCreditNote(found.refund)) throw conflict(INVOICE_MESSAGES.creditNotePending);
    const pdf = await render(found.transaction, options, found.refund);
    return { pdf, fileName: creditNoteFileName(found.refund.creditNoteNumber as string) };
  }

  return {
    /** The customer's invoice (or latest credit note) of their own transaction. */
    async pdf(userId: string, transactionId: string, request: InvoiceRequest) {
      const transaction = await findCustomerTransaction(db, userId, transactionId);
      if (!transaction) throw notFound(INVOICE_MESSAGES.transactionNotFound);
      if (request.type === 'invoice') return render(transaction, request);
      const latest = (await refundsOf(db, [transaction.id])).filter(hasCreditNote).sort(byCreditNote).at(-1);
      if (!latest) throw conflict(INVOICE_MESSAGES.noCreditNote);
      return render(transaction, request, latest);
    },

    /** The credit note of one of the customer's own refunds. */
    creditNote: async (userId: string, refundId: string, options: DocumentOptions) =>
      creditNoteOf(await findCustomerCreditNote(db, userId, refundId), options),

    /** A paid transaction's invoice as mailed with its payment confirmation: its file name, PDF and GST split. */
    async paidInvoice(transaction: TransactionRow) {
      const document = await invoiceDocumentOf(db, transaction.id);
      if (!document || !transaction.invoiceNumber) throw notFound(INVOICE_MESSAGES.transactionNotFound);
      return {
        fileName: invoiceFileName(transaction.invoiceNumber),
        pdf: await render(transaction, { includeCompanyDetails: true, includeServiceDetails: true }),
        tax: taxSplitOf(document),
      };
    },

    /** Any refund's credit note, for the back office, as the customer receives it. */
    creditNoteForStaff: async (transactionId: string, refundId: string) =>
      creditNoteOf(await findRefundForStaff(db, transactionId, refundId), {
        includeCompanyDetails: true,
        includeServiceDetails: true,
      }),
  };
}
