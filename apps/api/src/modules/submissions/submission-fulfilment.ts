import { type StatusMove, statusMoveRefusal } from '@startwise/flows/rules';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { conflict, validationFailed } from '../../platform/http/http-error.js';
import { recordAudit } from '../audit/index.js';
import type { Actor } from '../staff/index.js';
import { type LatestPayments, submissionViews } from './submission-view.js';
import { submissionFiles, submissions } from './tables.js';

/**
 * What the back office may read and change of a submission: the row locked for a change (a status move, an
 * assignment, a note, a document request or delivery), and the status itself. Call them inside the transaction
 * that also writes the audit row.
 */
export async function lockSubmission(tx: Database, submissionId: string) {
  const [row] = await tx
    .select({
      id: submissions.id,
      userId: submissions.userId,
      serviceTitle: submissions.serviceTitle,
      serviceSlug: submissions.serviceSlug,
      status: submissions.status,
      paymentStatus: submissions.paymentStatus,
    })
    .from(submissions)
    .where(eq(submissions.id, submissionId))
    .for('update');
  return row;
}

/** A submission's status without locking it: a quick check before a long upload (check again under the lock). */
export async function submissionStatusOf(db: Database, submissionId: string) {
  const [row] = await db
    .select({ status: submissions.status })
    .from(submissions)
    .where(eq(submissions.id, submissionId));
  return row;
}

export type LockedSubmission = NonNullable<Awaited<ReturnType<typeof lockSubmission>>>;

/**
 * The one path every status change takes (the status operation and a final delivery): the rule of
 * `@startwise/flows` (409 for an illegal move or an unrefunded payment, 422 without a reason), the new status and
 * its audit row, in the caller's transaction. Returns the trimmed rejection reason, if any.
 */
export async function moveSubmissionStatus(tx: Database, row: LockedSubmission, move: StatusMove, actor: Actor) {
  const refusal = statusMoveRefusal(row.status, move, row.paymentStatus === 'paid');
  if (refusal?.kind === 'conflict') throw conflict(refusal.message);
  if (refusal) throw validationFailed([{ field: refusal.field, message: refusal.message }], refusal.message);
  const reason = move.to === 'rejected' ? move.reason?.trim() : undefined;
  await tx.update(submissions).set({ status: move.to }).where(eq(submissions.id, row.id));
  await recordAudit(tx, {
    ...actor,
    action: 'submission.status',
    entity: 'submission',
    entityId: row.id,
    before: { status: row.status },
    after: { status: move.to, ...(reason ? { reason } : {}) },
  });
  return reason;
}

/** Any customer's submission as the contract shows it, with whose it is; undefined for an unknown id. */
export async function findSubmissionForStaff(db: Database, submissionId: string, latestPayments: LatestPayments) {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, submissionId));
  if (!row) return undefined;
  const [view] = await submissionViews(db, [row], latestPayments);
  return view && { customerId: row.userId, submission: view };
}

/** A file of the application form of any customer's submission (staff downloads). */
export async function findApplicationFile(db: Database, submissionId: string, fileId: string) {
  const [row] = await db
    .select()
    .from(submissionFiles)
    .where(and(eq(submissionFiles.id, fileId), eq(submissionFiles.submissionId, submissionId)));
  return row;
}

/** What the customer's progress page shows of their own submission; undefined for another customer's. */
export async function findOwnSubmissionProgress(db: Database, userId: string, submissionId: string) {
  const [row] = await db
    .select({
      id: submissions.id,
      serviceId: submissions.serviceId,
      status: submissions.status,
      paymentStatus: submissions.paymentStatus,
      submittedAt: submissions.submittedAt,
      paidAt: submissions.paidAt,
      expectedBy: submissions.expectedBy,
    })
    .from(submissions)
    .where(and(eq(submissions.id, submissionId), eq(submissions.userId, userId)));
  return row;
}
