import type { Database } from '../../platform/db/database.js';
import { enqueueMail } from '../../platform/mail/index.js';
import { customerContact } from '../accounts/index.js';
import { expectedByOf } from '../submissions/index.js';
import { paymentConfirmationMail } from './payment-confirmation-mail.js';
import type { SettlementContext } from './settlement-steps.js';
import type { TransactionRow } from './tables.js';

/**
 * Queues the customer's payment confirmation, with the invoice attached, in the database transaction that has just
 * made the payment successful (`tx`, the row still locked): it is sent once, by whichever of verify, webhook or
 * reconciliation recorded the capture, and never for a change that rolled back.
 */
export async function enqueuePaymentConfirmation(tx: Database, context: SettlementContext, row: TransactionRow) {
  const customer = await customerContact(tx, row.userId);
  if (!customer || !row.invoiceNumber) return;
  const { fileName, pdf, tax } = await context.documents.paidInvoice(tx, row);
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
