import type { AppConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import { enqueueMail } from '../../platform/mail/index.js';
import { customerContact } from '../accounts/index.js';
import { createInvoiceService } from '../invoices/invoice-service.js';
import { expectedByOf } from '../submissions/submission-payments.js';
import { paymentConfirmationMail } from './payment-confirmation-mail.js';
import type { RefundMailContext } from './refund-mail.js';
import type { TransactionRow } from './tables.js';

/** What the payment mails need: the brand and the storefront's address, and the config the invoice is drawn from. */
export interface PaymentMailContext extends RefundMailContext {
  config: AppConfig;
}

/**
 * Queues the customer's payment confirmation, with the invoice attached, in the database transaction that has just
 * made the payment successful (`tx`, the row still locked): it is sent once, by whichever of verify, webhook or
 * reconciliation recorded the capture, and never for a change that rolled back.
 */
export async function enqueuePaymentConfirmation(tx: Database, context: PaymentMailContext, row: TransactionRow) {
  const customer = await customerContact(tx, row.userId);
  if (!customer || !row.invoiceNumber) return;
  const { fileName, pdf, tax } = await createInvoiceService({ db: tx }).paidInvoice(row);
  await enqueueMail(
    tx,
    paymentConfirmationMail(context, customer, {
      submissionId: row.submissionId,
      serviceTitle: row.serviceName,
      invoiceNumber: row.invoiceNumber,
      tax,
      expectedBy: await expectedByOf(tx, row.submissionId),
      invoice: { fileName, pdf },
    }),
  );
}
