import type { AppConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import { conflict, notFound } from '../../platform/http/http-error.js';
import type { RefundRow, TransactionRow } from '../payments/index.js';
import {
  findCustomerCreditNote,
  findCustomerTransaction,
  findRefundForStaff,
  refundsOf,
} from '../payments/transactions.js';
import { findSubmittedService } from '../submissions/submission-payments.js';
import { recipientOf, supplierOf } from './document-parties.js';
import { creditNoteSplit, splitInclusivePrice } from './gst.js';
import { renderInvoicePdf } from './invoice-pdf.js';

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

/** 'CN/2026-27/00007' is saved as credit-note-CN-2026-27-00007.pdf. */
export const creditNoteFileName = (number: string) => `credit-note-${number.replaceAll('/', '-')}.pdf`;

const hasCreditNote = (refund: RefundRow) => refund.status === 'processed' && refund.creditNoteNumber !== null;

/** Processed refunds in the order of their credit notes (date, then serial). */
const byCreditNote = (a: RefundRow, b: RefundRow) =>
  (a.creditNotedAt?.getTime() ?? 0) - (b.creditNotedAt?.getTime() ?? 0) ||
  (a.creditNoteNumber ?? '').localeCompare(b.creditNoteNumber ?? '');

/** GST tax invoices (one per successful payment) and credit notes (one per processed refund). */
export function createInvoiceService(deps: { db: Database; config: AppConfig }) {
  const { db } = deps;
  const { brand, supplier } = supplierOf(deps.config);

  /** The invoice of a paid transaction or, given one of its processed refunds, that refund's credit note. */
  async function render(transaction: TransactionRow, options: DocumentOptions, refund?: RefundRow) {
    const { invoiceNumber, invoicedAt } = transaction;
    if (!invoiceNumber || !invoicedAt || !['successful', 'refunded'].includes(transaction.status)) {
      throw conflict(INVOICE_MESSAGES.notInvoiceable);
    }
    const submission = await findSubmittedService(db, transaction.submissionId);
    const parties = await recipientOf(db, transaction.userId, supplier.state);
    if (!submission || !parties) throw notFound(INVOICE_MESSAGES.transactionNotFound);
    const common = {
      brand,
      supplier,
      ...options,
      ...parties,
      service: { description: submission.serviceTitle, sacCode: submission.sacCode },
    };
    if (!refund) {
      return renderInvoicePdf({
        ...common,
        kind: 'invoice',
        number: invoiceNumber,
        date: invoicedAt,
        tax: splitInclusivePrice(transaction.amountPaise, supplier.state, parties.placeOfSupply),
        paymentReference: [transaction.razorpayPaymentId, transaction.razorpayOrderId].filter(Boolean).join(' / '),
      });
    }
    const credited = (await refundsOf(db, [transaction.id])).filter(hasCreditNote).sort(byCreditNote);
    const earlier = credited.slice(
      0,
      Math.max(
        0,
        credited.findIndex((row) => row.id === refund.id),
      ),
    );
    return renderInvoicePdf({
      ...common,
      kind: 'credit-note',
      number: refund.creditNoteNumber as string,
      date: refund.creditNotedAt as Date,
      againstInvoice: { number: invoiceNumber, date: invoicedAt },
      tax: creditNoteSplit(
        transaction.amountPaise,
        earlier.map((row) => row.amountPaise),
        refund.amountPaise,
        supplier.state,
        parties.placeOfSupply,
      ),
      paymentReference: [refund.razorpayRefundId, transaction.razorpayPaymentId].filter(Boolean).join(' / '),
    });
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

    /** Any refund's credit note, for the back office, as the customer receives it. */
    creditNoteForStaff: async (transactionId: string, refundId: string) =>
      creditNoteOf(await findRefundForStaff(db, transactionId, refundId), {
        includeCompanyDetails: true,
        includeServiceDetails: true,
      }),
  };
}
