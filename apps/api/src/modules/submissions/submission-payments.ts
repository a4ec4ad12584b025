import { expectedCompletion } from '@startwise/flows/rules';
import { indiaDate } from '@startwise/format';
import { and, eq, inArray, notInArray, type SQLWrapper } from 'drizzle-orm';
import { isAnyOf } from '../../platform/db/any-of.js';
import type { Database } from '../../platform/db/database.js';
import { turnaroundDaysOf } from '../catalog/index.js';
import { holidaysFrom } from '../holidays/index.js';
import { type SubmissionPaymentStatus, submissions } from './tables.js';

export type { SubmissionPaymentStatus } from './tables.js';

/**
 * What the payments and invoices modules may read and change of a submission: its stored price and service, and
 * its payment status. They never touch the submissions table themselves.
 */

/** A customer's own submission with what paying for it needs; undefined for another customer's. */
export async function findSubmissionToPay(db: Database, userId: string, submissionId: string) {
  const [row] = await db
    .select({
      id: submissions.id,
      pricePaise: submissions.pricePaise,
      serviceTitle: submissions.serviceTitle,
      paymentStatus: submissions.paymentStatus,
    })
    .from(submissions)
    .where(and(eq(submissions.id, submissionId), eq(submissions.userId, userId)));
  return row;
}

/** The service as it was when submitted: what an invoice describes. */
export async function findSubmittedService(db: Database, submissionId: string) {
  const [row] = await db
    .select({ serviceTitle: submissions.serviceTitle, sacCode: submissions.sacCode })
    .from(submissions)
    .where(eq(submissions.id, submissionId));
  return row;
}

/** The date the submission's work is expected by (YYYY-MM-DD, India), fixed when it was paid; null before. */
export async function expectedByOf(db: Database, submissionId: string): Promise<string | null> {
  const [row] = await db
    .select({ expectedBy: submissions.expectedBy })
    .from(submissions)
    .where(eq(submissions.id, submissionId));
  return row?.expectedBy ?? null;
}

/** The ids of the submissions for any of `serviceIds` (a subquery), as a subquery for the payments module. */
export function submissionIdsForServices(db: Database, serviceIds: SQLWrapper) {
  return db.select({ id: submissions.id }).from(submissions).where(inArray(submissions.serviceId, serviceIds));
}

/** The service each of `submissionIds` was made for. */
export async function serviceIdsOfSubmissions(db: Database, submissionIds: string[]): Promise<Map<string, string>> {
  if (submissionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: submissions.id, serviceId: submissions.serviceId })
    .from(submissions)
    .where(isAnyOf(submissions.id, submissionIds));
  return new Map(rows.map((row) => [row.id, row.serviceId]));
}

/** A new payment session after a failed or cancelled one shows the submission as pending again. */
export async function reopenSubmissionPayment(db: Database, submissionId: string) {
  await db
    .update(submissions)
    .set({ paymentStatus: 'pending' })
    .where(and(eq(submissions.id, submissionId), inArray(submissions.paymentStatus, ['failed', 'cancelled'])));
}

/** Used when a service has no turnaround (it always has one since the catalog file requires it). */
const FALLBACK_TURNAROUND_DAYS = 15;

async function expectedByWhenPaid(tx: Database, submissionId: string, paidAt: Date) {
  const [row] = await tx
    .select({ serviceId: submissions.serviceId })
    .from(submissions)
    .where(eq(submissions.id, submissionId));
  const days = row ? await turnaroundDaysOf(tx, row.serviceId) : undefined;
  const holidays = await holidaysFrom(tx, indiaDate(paidAt));
  return expectedCompletion(paidAt, days ?? FALLBACK_TURNAROUND_DAYS, holidays);
}

/**
 * Mirrors the latest transaction's status on its submission. Call it with the database transaction that changed
 * the payment, so both change together. A paid submission changes only by a refund. Becoming paid fixes the
 * date the work is expected by (`at` plus the service's turnaround); a refund leaves it as it was.
 */
export async function markSubmissionPaymentStatus(
  tx: Database,
  submissionId: string,
  status: SubmissionPaymentStatus,
  at: Date = new Date(),
) {
  const expectedBy = status === 'paid' ? await expectedByWhenPaid(tx, submissionId, at) : undefined;
  await tx
    .update(submissions)
    .set({ paymentStatus: status, ...(expectedBy ? { expectedBy, paidAt: at } : {}) })
    .where(
      and(
        eq(submissions.id, submissionId),
        ...(status === 'refunded' ? [] : [notInArray(submissions.paymentStatus, ['paid', 'refunded'])]),
      ),
    );
}
