import { findUserById } from '../accounts/users.js';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { conflict, notFound } from '../http/http-error.js';
import { findCustomerTransaction } from '../payments/transactions.js';
import { findSubmittedService } from '../submissions/submission-payments.js';
import { brandFor } from '../system/brand.js';
import { splitInclusivePrice, stateOfGstin } from './gst.js';
import { renderInvoicePdf } from './invoice-pdf.js';

export const INVOICE_MESSAGES = {
  transactionNotFound: 'Transaction not found',
  notInvoiceable: 'Invoices are available for successful or refunded payments only',
  noCreditNote: 'A credit note exists only for a refunded payment',
} as const;

export interface InvoiceRequest {
  type: 'invoice' | 'credit-note';
  includeCompanyDetails: boolean;
  includeServiceDetails: boolean;
}

/** GST tax invoices and credit notes of a customer's own transactions. */
export function createInvoiceService(deps: { db: Database; config: AppConfig }) {
  const brand = brandFor(deps.config.brand);
  const supplier = {
    legalName: brand.legalName,
    address: brand.address,
    state: deps.config.supplier.state ?? brand.state,
    gstin: deps.config.supplier.gstin ?? brand.gstin,
    email: brand.supportEmail,
    phone: brand.supportPhone,
  };

  return {
    async pdf(userId: string, transactionId: string, request: InvoiceRequest) {
      const transaction = await findCustomerTransaction(deps.db, userId, transactionId);
      const submission = transaction && (await findSubmittedService(deps.db, transaction.submissionId));
      if (!transaction || !submission) throw notFound(INVOICE_MESSAGES.transactionNotFound);
      const { invoiceNumber, invoicedAt, creditNoteNumber, creditNotedAt } = transaction;
      if (!invoiceNumber || !invoicedAt || !['successful', 'refunded'].includes(transaction.status)) {
        throw conflict(INVOICE_MESSAGES.notInvoiceable);
      }
      if (request.type === 'credit-note' && (!creditNoteNumber || !creditNotedAt)) {
        throw conflict(INVOICE_MESSAGES.noCreditNote);
      }
      const user = await findUserById(deps.db, userId);
      if (!user) throw notFound(INVOICE_MESSAGES.transactionNotFound);
      const recipientState = user.billingState ?? stateOfGstin(user.billingGstin) ?? null;
      const placeOfSupply = recipientState ?? supplier.state;
      const creditNote = request.type === 'credit-note';
      return renderInvoicePdf({
        kind: request.type,
        number: creditNote ? (creditNoteNumber as string) : invoiceNumber,
        date: creditNote ? (creditNotedAt as Date) : invoicedAt,
        ...(creditNote && { againstInvoice: { number: invoiceNumber, date: invoicedAt } }),
        brand: { name: brand.name, tagline: brand.tagline, accentColor: brand.accentColor },
        supplier,
        includeCompanyDetails: request.includeCompanyDetails,
        recipient: {
          name: user.fullName,
          email: user.email,
          businessName: user.billingBusinessName,
          gstin: user.billingGstin,
          address: user.billingAddress,
          state: recipientState,
        },
        placeOfSupply,
        service: { description: submission.serviceTitle, sacCode: submission.sacCode },
        includeServiceDetails: request.includeServiceDetails,
        tax: splitInclusivePrice(transaction.amountPaise, supplier.state, placeOfSupply),
        paymentReference: [transaction.razorpayPaymentId, transaction.razorpayOrderId].filter(Boolean).join(' / '),
      });
    },
  };
}
