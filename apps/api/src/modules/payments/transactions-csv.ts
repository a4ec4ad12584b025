import { spreadsheetSafeCsv } from '../../platform/http/csv-file.js';
import { indiaTimestamp } from '../../platform/system/india-time.js';
import type { allMatchingTransactions } from './transaction-list.js';
import { CAPTURED_STATUSES } from './transaction-status.js';

/** The columns exportAdminTransactions promises, in its order. */
export const TRANSACTION_CSV_COLUMNS = [
  'created_at',
  'transaction_id',
  'submission_id',
  'customer_name',
  'customer_email',
  'service',
  'status',
  'method',
  'razorpay_order_id',
  'razorpay_payment_id',
  'invoice_number',
  'amount',
  'refunded',
  'net',
  'cgst',
  'sgst',
  'igst',
] as const;

/** Paise as rupees with two decimals, no grouping or sign (what a spreadsheet reads as a number). */
const rupees = (paise: number) => (paise / 100).toFixed(2);
const captured = (status: string) => (CAPTURED_STATUSES as readonly string[]).includes(status);

/** The reconciliation view's transactions as formula-safe CSV, times in India's offset. */
export function transactionsCsv(rows: Awaited<ReturnType<typeof allMatchingTransactions>>): string {
  return spreadsheetSafeCsv(
    TRANSACTION_CSV_COLUMNS,
    rows.map((row) => [
      indiaTimestamp(new Date(row.createdAt)),
      row.id,
      row.submissionId,
      row.customer?.fullName ?? '',
      row.customer?.email ?? '',
      row.serviceName,
      row.status,
      row.paymentMethod ?? '',
      row.razorpayOrderId,
      row.razorpayPaymentId ?? '',
      row.invoiceNumber ?? '',
      rupees(row.amountPaise),
      rupees(row.refundedPaise),
      rupees(captured(row.status) ? row.amountPaise - row.refundedPaise : 0),
      rupees(row.gst.cgst),
      rupees(row.gst.sgst),
      rupees(row.gst.igst),
    ]),
  );
}
