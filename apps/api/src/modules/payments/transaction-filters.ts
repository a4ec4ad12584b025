import { and, eq, gt, gte, inArray, lt, lte, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { OperationQuery } from '../../platform/http/operation-types.js';
import { customerIdsMatching } from '../accounts/index.js';
import { serviceIdsWithSlug } from '../catalog/index.js';
import { submissionIdsForServices } from '../submissions/index.js';
import { paymentRefunds, paymentTransactions as t } from './tables.js';

/** The reconciliation view's filters, as listAdminTransactions and exportAdminTransactions name them. */
export type TransactionListFilters = OperationQuery<'exportAdminTransactions'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PAISE_PER_RUPEE = 100;

function statusIs(status: NonNullable<TransactionListFilters['status']>): SQL | undefined {
  if (status === 'partly-refunded') return and(eq(t.status, 'successful'), gt(t.refundedPaise, 0));
  return eq(t.status, status);
}

/** A whole id or document number, or part of the customer's name or email. */
function searchFor(db: Database, text: string): SQL | undefined {
  const number = text.toUpperCase();
  const creditNoted = db
    .select({ id: paymentRefunds.transactionId })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.creditNoteNumber, number));
  return or(
    inArray(t.userId, customerIdsMatching(db, text)),
    eq(t.razorpayOrderId, text),
    eq(t.razorpayPaymentId, text),
    eq(t.invoiceNumber, number),
    inArray(t.id, creditNoted),
    ...(UUID.test(text) ? [eq(t.id, text.toLowerCase()), eq(t.submissionId, text.toLowerCase())] : []),
  );
}

/**
 * The SQL condition of the filters over payment_transactions; the searched customers and the service's submissions
 * are subqueries from the accounts, catalog and submissions modules, so a page and its totals are one statement each.
 */
export function transactionConditions(db: Database, filters: TransactionListFilters): SQL | undefined {
  const text = filters.q?.trim();
  return and(
    filters.status ? statusIs(filters.status) : undefined,
    filters.from ? gte(t.createdAt, new Date(filters.from)) : undefined,
    filters.to ? lt(t.createdAt, new Date(filters.to)) : undefined,
    filters.amountMin !== undefined ? gte(t.amountPaise, filters.amountMin * PAISE_PER_RUPEE) : undefined,
    filters.amountMax !== undefined ? lte(t.amountPaise, filters.amountMax * PAISE_PER_RUPEE) : undefined,
    filters.method ? eq(t.paymentMethod, filters.method) : undefined,
    filters.service
      ? inArray(t.submissionId, submissionIdsForServices(db, serviceIdsWithSlug(db, filters.service)))
      : undefined,
    text ? searchFor(db, text) : undefined,
  );
}
