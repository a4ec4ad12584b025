import type { Schemas } from '@startwise/api-client';
import type { Database } from '../../platform/db/database.js';
import { customerContacts } from '../accounts/index.js';
import { serviceSlugsOf } from '../catalog/index.js';
import { serviceIdsOfSubmissions } from '../submissions/index.js';
import type { TransactionRow } from './tables.js';

export type AdminTransactionRow = Schemas['AdminTransactionRow'];

/**
 * Transactions as the reconciliation view lists them: amounts in paise, the customer, and the service's slug today
 * (from the submission's service; null when it is gone). Three look-ups whatever the number of rows.
 */
export async function adminTransactionRows(db: Database, rows: TransactionRow[]): Promise<AdminTransactionRow[]> {
  const unique = <T>(values: T[]) => [...new Set(values)];
  const [contacts, serviceIds] = await Promise.all([
    customerContacts(db, unique(rows.map((row) => row.userId))),
    serviceIdsOfSubmissions(db, unique(rows.map((row) => row.submissionId))),
  ]);
  const slugs = await serviceSlugsOf(db, unique([...serviceIds.values()]));
  return rows.map((row) => {
    const contact = contacts.get(row.userId);
    const serviceId = serviceIds.get(row.submissionId);
    return {
      id: row.id,
      submissionId: row.submissionId,
      status: row.status,
      amountPaise: row.amountPaise,
      refundedPaise: row.refundedPaise,
      paymentMethod: row.paymentMethod,
      serviceName: row.serviceName,
      serviceSlug: (serviceId && slugs.get(serviceId)) ?? null,
      customer: contact ? { id: row.userId, ...contact } : null,
      razorpayOrderId: row.razorpayOrderId,
      razorpayPaymentId: row.razorpayPaymentId,
      invoiceNumber: row.invoiceNumber,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}
